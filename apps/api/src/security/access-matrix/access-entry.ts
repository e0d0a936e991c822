import type { Actor, CastMember } from './actors.js';
import type { World } from './world-shape.js';

/** One request, valid for its rightful actor: a refusal can only come from the access check. */
export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query string. */
  url: string;
  json?: unknown;
  /** A multipart body, built afresh for every send. */
  form?: () => FormData;
  /** A Server-Sent Events route: the rightful answer is a stream, opened and closed at once. */
  stream?: true;
}

/** 401 without a session, 403 a role without the right, 404 someone else's object (DESIGN §3). */
export type RefusalStatus = 401 | 403 | 404;

export type Refusals = Partial<Record<CastMember, RefusalStatus>>;

/** A route anyone may use, and why. */
export interface PublicEntry {
  access: 'public';
  reason: string;
}

/** A route that acts on someone's private object or account. */
export interface PrivateEntry {
  access: 'private';
  /** Whose object the request names; the request succeeds for them (2xx). */
  rightful: Actor;
  request: (world: World) => MatrixRequest;
  /** Every wrong actor and the status that refuses it. */
  refusals: Refusals;
  /**
   * Store A's object asked through store B's own path by store B's owner: a membership of one
   * store must not open another store's objects (404).
   */
  throughOtherStore?: (world: World) => MatrixRequest;
  /**
   * A list or file of the rightful actor's own objects: its answer names `own` and never
   * `foreign`, an object of another shopper or store.
   */
  lists?: (world: World) => { own: string; foreign: string };
  /**
   * The rightful actor's own request naming someone else's object in its body (an address, a
   * category, a product row): refused, and nothing changes.
   */
  foreignReference?: ForeignReference;
}

export interface ForeignReference {
  /** Whose object it names, for the case's name. */
  what: string;
  status: 400 | 404;
  request: (world: World) => MatrixRequest;
}

export type AccessEntry = PublicEntry | PrivateEntry;

/** Entries by route key, `METHOD url` as Fastify registers it. */
export type AccessEntries = Record<string, AccessEntry>;

export const publicRoute = (reason: string): PublicEntry => ({ access: 'public', reason });
