import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ROUTES } from '../../http/auth.plugin.js';
import { CHECKOUT_NOW } from '../../modules/invoices/testing/checkout-fixture.js';
import { listeningUrl } from '../../modules/orders/events/testing/use-order-events-test-app.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import type { MatrixRequest, PrivateEntry, RefusalStatus } from './access-entry.js';
import { privateEntries } from './access-matrix.js';
import type { Actor, CastMember } from './actors.js';
import { trackMatchedRoutes } from './matched-route.js';
import { sendAs, type MatrixAnswer } from './send-request.js';
import { accountRows, dataTables, digestState, type StateDigest } from './state-digest.js';
import { buildWorld, type World } from './world.js';

const routes = trackMatchedRoutes();
let testApp: TestApp;
let world: World;
let baseUrl: string;
let tables: string[];

// Nothing is left out of the digest: rate limits are off (rate_limit_counters stays empty) and
// the clock stands still, so no session is ever due for its once-a-minute last_seen_at touch.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(CHECKOUT_NOW);
  testApp = await buildTestApp({
    env: { RATE_LIMIT_MAX: '0' },
    onRoute: routes.onRoute,
  });
  world = await buildWorld(testApp.app, testApp.database.db);
  baseUrl = await listeningUrl(testApp);
  tables = await dataTables(testApp.database.db);
});

afterAll(async () => {
  await testApp.close();
  vi.useRealTimers();
});

const digest = () => digestState(testApp.database.db, tables, testApp.config.dataDir);
/** The state after the last refusal, while no rightful request has run since. */
let settled: StateDigest | undefined;

/** Sends as the actor, and checks the request reached the entry's own route. */
async function send(key: string, request: MatrixRequest, actor: Actor): Promise<MatrixAnswer> {
  routes.take();
  const answer = await sendAs(testApp.app, baseUrl, request, world.tokens[actor]);
  expect(routes.take(), `${request.method} ${request.url} reached another route`).toBe(key);
  return answer;
}

/** A refusal of the access check, or (400) of a rule such as "this store has no such category". */
type Refusal = RefusalStatus | 400;

const REFUSAL_CODES: Record<Refusal, RegExp> = {
  400: /^[a-z]+(_[a-z]+)*$/,
  401: /^unauthorized$/,
  403: /^forbidden_role$/,
  404: /^([a-z]+_)*not_found$/,
};

/** The contract's error envelope with the code of the refusal. */
function expectRefusal(answer: MatrixAnswer, status: Refusal): void {
  expect(answer.status, answer.text.slice(0, 500)).toBe(status);
  expect(answer.body).toEqual({
    error: expect.objectContaining({
      code: expect.stringMatching(REFUSAL_CODES[status]),
      message: expect.stringMatching(/\S/),
    }),
  });
}

async function expectRefusedWithoutChange(
  key: string,
  request: MatrixRequest,
  actor: Actor,
  status: Refusal,
): Promise<void> {
  const before = settled ?? (await digest());
  settled = undefined;
  expectRefusal(await send(key, request, actor), status);
  const after = await digest();
  expect(after, 'the refused request changed stored data').toEqual(before);
  settled = after;
}

/**
 * Sessions are kept in memory across a caller's writes outside the account routes, so such a
 * write must leave every existing user and session as it was (new ones may appear).
 */
async function expectAccountsUnchanged(before: Map<string, string>): Promise<void> {
  const after = await accountRows(testApp.database.db);
  const changed = [...before].filter(([key, row]) => after.get(key) !== row).map(([key]) => key);
  expect(changed, 'a write outside the account routes changed users or sessions').toEqual([]);
}

function refusalCases(entry: PrivateEntry) {
  return Object.entries(entry.refusals).map(([actor, status]) => ({
    actor: actor as CastMember,
    status,
  }));
}

describe.each(privateEntries())('%s', (key, entry) => {
  it.each(refusalCases(entry))(
    'refuses $actor with $status and changes nothing',
    ({ actor, status }) => expectRefusedWithoutChange(key, entry.request(world), actor, status),
  );

  const throughOtherStore = entry.throughOtherStore;
  if (throughOtherStore) {
    it("refuses store B's owner asking through store B's own path with 404", () =>
      expectRefusedWithoutChange(key, throughOtherStore(world), 'ownerB', 404));
  }

  const foreign = entry.foreignReference;
  if (foreign) {
    it(`refuses ${entry.rightful} naming ${foreign.what} with ${foreign.status} and changes nothing`, () =>
      expectRefusedWithoutChange(key, foreign.request(world), entry.rightful, foreign.status));
  }

  it(`serves ${entry.rightful}, whose request it is`, async () => {
    settled = undefined;
    const request = entry.request(world);
    const accountsBefore = await accountRows(testApp.database.db);
    const answer = await send(key, request, entry.rightful);
    if (!request.url.startsWith(ACCOUNT_ROUTES)) await expectAccountsUnchanged(accountsBefore);
    expect(answer.status, answer.text.slice(0, 500)).toBeGreaterThanOrEqual(200);
    expect(answer.status, answer.text.slice(0, 500)).toBeLessThan(300);
    if (request.stream) expect(answer.contentType).toMatch(/^text\/event-stream/);
    const listed = entry.lists?.(world);
    if (listed) {
      expect(answer.text, 'the list leaves out its own').toContain(listed.own);
      expect(answer.text, "the list shows someone else's").not.toContain(listed.foreign);
    }
  });
});
