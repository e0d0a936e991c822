import fc from 'fast-check';
import { z } from 'zod';
import type { RegisteredRoute } from '../../test/registered-routes.js';
import { SIGNED_IN_ACTORS, type Actor, type FuzzWorld } from './fuzz-world.js';
import { encodeUrlText, hostileText } from './hostile-text.js';
import {
  brokenValue,
  fittingValue,
  type JsonSchema,
  type ValueSource,
} from './json-schema-arbitrary.js';
import { multipartBody } from './multipart-body.js';

export interface RequestBody {
  payload: string | FormData;
  /** Left out for FormData, whose boundary the request sets. */
  contentType?: string;
}

export interface FuzzRequest {
  actor: Actor;
  method: string;
  url: string;
  body?: RequestBody;
}

/** Path segments that are not text at all: bad escapes, invalid UTF-8, dot segments. */
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '..', '%2e%2e', '%00', '%2F'];

const RAW_QUERIES = [
  'page=%',
  '%%=%%',
  'page[]=1&page[]=2',
  'page=1&page=2',
  '__proto__[admin]=1',
  'constructor[prototype][x]=1',
  'query=%00',
  '=&=&&',
];

const MALFORMED_JSON = [
  '{',
  '[1,]',
  "{'a':1}",
  '{"a":}',
  'undefined',
  '\u0000',
  '"\\ud800"',
  '1e999',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  '\ufeff{}',
];

const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=latin1',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
];

function schemaOf(route: RegisteredRoute, part: 'params' | 'querystring' | 'body') {
  const schema = (route.options.schema as Record<string, unknown> | undefined)?.[part];
  if (!schema) return undefined;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Who the route is written for; other users and nobody are tried too. */
export function routeActor(route: RegisteredRoute): Actor {
  if (route.url.startsWith('/api/v1/merchant/')) return 'owner';
  if (route.url.startsWith('/api/v1/admin/')) return 'operator';
  return 'shopper';
}

function actorArbitrary(route: RegisteredRoute): fc.Arbitrary<Actor> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(routeActor(route)) },
    { weight: 1, arbitrary: fc.constantFrom<Actor>(...SIGNED_IN_ACTORS, 'nobody') },
  );
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === null || typeof value !== 'object' ? String(value) : JSON.stringify(value);
}

function segmentArbitrary(name: string, schema: JsonSchema, source: ValueSource) {
  return fc.oneof(
    { weight: 6, arbitrary: fittingValue(schema, source, name).map(asText).map(encodeUrlText) },
    { weight: 2, arbitrary: hostileText.map(encodeUrlText) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

function pathArbitrary(route: RegisteredRoute, source: ValueSource): fc.Arbitrary<string> {
  const params = schemaOf(route, 'params')?.properties ?? {};
  const segments = route.url.split('/').map((segment) => {
    if (segment === '*') {
      return fc.array(segmentArbitrary('*', {}, source), { maxLength: 3 }).map((s) => s.join('/'));
    }
    if (!segment.startsWith(':')) return fc.constant(segment);
    const name = segment.slice(1);
    return segmentArbitrary(name, params[name] ?? { type: 'string' }, source);
  });
  return fc.tuple(...segments).map((parts) => parts.join('/'));
}

function queryText(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return encodeUrlText(asText(value));
  }
  return Object.entries(value)
    .flatMap(([key, item]) => [item].flat().map((one) => [key, asText(one)]))
    .map(([key, text]) => `${encodeUrlText(key ?? '')}=${encodeUrlText(text ?? '')}`)
    .join('&');
}

function queryArbitrary(route: RegisteredRoute, source: ValueSource): fc.Arbitrary<string> {
  const schema = schemaOf(route, 'querystring') ?? { type: 'object' };
  const hostileQuery = fc.dictionary(hostileText, hostileText, { maxKeys: 3 });
  return fc
    .oneof(
      { weight: 5, arbitrary: fittingValue(schema, source).map(queryText) },
      { weight: 3, arbitrary: brokenValue(schema, source).map(queryText) },
      { weight: 1, arbitrary: hostileQuery.map(queryText) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
    )
    .map((query) => (query ? `?${query}` : ''));
}

function json(payload: unknown): RequestBody {
  return { payload: JSON.stringify(payload) ?? '', contentType: 'application/json' };
}

/** Mostly JSON of the route's shape, broken or not; also any JSON, not JSON, or other types. */
function jsonBodyArbitrary(
  route: RegisteredRoute,
  source: ValueSource,
): fc.Arbitrary<RequestBody | undefined> {
  const schema = schemaOf(route, 'body');
  const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }).map(json);
  const malformed = fc
    .constantFrom(...MALFORMED_JSON)
    .map((payload) => ({ payload, contentType: 'application/json' }));
  const otherType = fc
    .tuple(hostileText, fc.constantFrom(...OTHER_CONTENT_TYPES))
    .map(([payload, contentType]) => ({ payload, contentType }));
  const kinds: fc.WeightedArbitrary<RequestBody | undefined>[] = [
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: malformed },
    { weight: 1, arbitrary: otherType },
  ];
  if (schema) {
    kinds.push({ weight: 5, arbitrary: fittingValue(schema, source).map(json) });
    kinds.push({ weight: 3, arbitrary: brokenValue(schema, source).map(json) });
  } else {
    kinds.push({ weight: 3, arbitrary: fc.constant(undefined) });
  }
  return fc.oneof(...kinds);
}

function isMultipart(route: RegisteredRoute): boolean {
  const consumes = (route.options.schema as { consumes?: string[] } | undefined)?.consumes;
  return consumes?.includes('multipart/form-data') ?? false;
}

function bodyArbitrary(route: RegisteredRoute, source: ValueSource) {
  if (route.method === 'GET') return fc.constant(undefined);
  if (isMultipart(route)) {
    return fc.oneof({ weight: 4, arbitrary: multipartBody }, jsonBodyArbitrary(route, source));
  }
  return jsonBodyArbitrary(route, source);
}

/**
 * Requests to one route, built from its zod schemas: values that fit (so that they reach the
 * handler and the database), values broken one field at a time, and anything at all, in the
 * path, the query string and the body, from the user the route is for, others and nobody.
 */
export function requestArbitrary(
  route: RegisteredRoute,
  world: FuzzWorld,
): fc.Arbitrary<FuzzRequest> {
  const source: ValueSource = { text: hostileText, known: (name) => world.known(name) };
  return fc
    .record({
      actor: actorArbitrary(route),
      path: pathArbitrary(route, source),
      query: queryArbitrary(route, source),
      body: bodyArbitrary(route, source),
    })
    .map(({ actor, path, query, body }) => ({
      actor,
      method: route.method,
      url: `${path}${query}`,
      ...(body ? { body } : {}),
    }));
}

export function isEventStream(route: RegisteredRoute): boolean {
  return route.url.endsWith('/events');
}
