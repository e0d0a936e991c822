import type { LightMyRequestResponse } from 'fastify';

/**
 * How a write route treats fields a client must never set: `strips` drops them before the
 * service sees them (the write goes through with the server's values), `refuses` answers 400
 * with the contract's error envelope and writes nothing.
 */
export type Treatment = 'strips' | 'refuses';

/** One write sent with forbidden fields: the answer, and the database read back. */
export interface Attempt {
  response: LightMyRequestResponse;
  /** Asserts the stored rows carry the server's values and the rows around them are untouched. */
  expectStored(): Promise<void>;
}

/** A write route, what a client could try to set through it, and how it is kept from it. */
export interface MassAssignmentCase<Setup> {
  /** `METHOD url` as the app registers it, e.g. `PUT /api/v1/users/update_address`. */
  route: string;
  /** Who sends the (otherwise valid) request. */
  actor: string;
  /** What the route stores and which of its fields only the server may set. */
  guards: string;
  treatment: Treatment;
  /** The answer's status when the write goes through (200 unless told). */
  status?: number;
  attempt(setup: Setup): Promise<Attempt>;
}

/** What every table lists, whatever its setup: the inventory reads only this. */
export type CaseEntry = Pick<MassAssignmentCase<never>, 'route' | 'actor' | 'treatment'>;
