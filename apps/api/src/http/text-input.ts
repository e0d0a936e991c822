import { SERVER_MESSAGES as M } from '@sauda/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationFailed } from './app-error.js';

const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** NUL, or half of a surrogate pair: text that UTF-8, and so PostgreSQL, cannot hold. */
function isUnstorable(text: string): boolean {
  return text.includes(NUL) || LONE_SURROGATE.test(text);
}

/**
 * The name (`invoice.invoice_note`) of the first key or string value in `value` that holds
 * unstorable text. Walked without recursion: a body may nest thousands of levels deep.
 */
export function unstorableTextAt(value: unknown, root: string): string | undefined {
  const pending: [unknown, string][] = [[value, root]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, name] = next;
    if (typeof item === 'string') {
      if (isUnstorable(item)) return name;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (isUnstorable(key)) return name;
        pending.push([child, name === root ? key : `${name}.${key}`]);
      }
    }
  }
  return undefined;
}

function firstUnstorable(request: FastifyRequest): string | undefined {
  return (
    unstorableTextAt(request.params, 'params') ??
    unstorableTextAt(request.query, 'querystring') ??
    unstorableTextAt(request.body, 'body')
  );
}

/**
 * Refuses text no column can store, in the path, the query string or a JSON body, as a
 * validation error of that field, before any handler passes it to the database (which would
 * fail on NUL) or stores a replacement character in place of what was sent.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = firstUnstorable(request);
    done(
      field === undefined
        ? undefined
        : validationFailed({ [field]: M.fieldNotValid }, M.fieldNotValid),
    );
  });
}
