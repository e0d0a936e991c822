import pg from 'pg';

/**
 * node-postgres 8 queues a query sent on a connection that is still running another, with a
 * deprecation warning; version 9 refuses it. Inside a transaction every query shares one
 * connection, so a `Promise.all` of reads there is such a query. Every test fails it at once,
 * naming the statement, so it is found here rather than at the upgrade.
 */
interface QueuingClient {
  _activeQuery?: unknown;
  _queryQueue?: unknown;
}

const GUARDED = Symbol.for('sauda.oneQueryAtATime');
const prototype = pg.Client.prototype as typeof pg.Client.prototype & { [GUARDED]?: true };

const probe = new pg.Client();
if (!('_queryQueue' in probe && '_activeQuery' in probe)) {
  throw new Error('node-postgres changed: revisit src/test/one-query-at-a-time.ts');
}

function statementOf(config: unknown): string {
  if (typeof config === 'string') return config;
  const text = (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : 'a query';
}

// Setup runs before every test file, and the module is shared: wrap it once.
if (!prototype[GUARDED]) {
  const send = Reflect.get(prototype, 'query') as (...sent: unknown[]) => unknown;
  prototype.query = function query(this: QueuingClient, ...args: unknown[]) {
    const queue = this._queryQueue;
    if (this._activeQuery || (Array.isArray(queue) && queue.length > 0)) {
      throw new Error(
        `Sent while its connection runs another query (await one at a time in a transaction): ${statementOf(args[0]).slice(0, 200)}`,
      );
    }
    return send.apply(this, args);
  } as typeof prototype.query;
  prototype[GUARDED] = true;
}
