import { vi } from 'vitest';
import type * as HashParameters from '../security/pin-hash-parameters.js';

// Set up for every API test file: secrets are hashed at N=2^10 instead of production's 2^17
// (0.4 s and 128 MiB each), so the many sign-ups and sign-ins of the tests stay fast.
// security/auth-controls/pin-hash-parameters.test.ts undoes this and checks production's.
vi.mock('../security/pin-hash-parameters.js', () => {
  const fast = Object.freeze({ cost: 2 ** 10, blockSize: 8, parallelism: 1 });
  return { PIN_HASH_PARAMETERS: fast, GUEST_SECRET_HASH_PARAMETERS: fast } satisfies Partial<
    typeof HashParameters
  >;
});
