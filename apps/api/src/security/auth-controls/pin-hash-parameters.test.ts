import { describe, expect, it, vi } from 'vitest';
import { GUEST_SECRET_HASH_PARAMETERS, PIN_HASH_PARAMETERS } from '../pin-hash-parameters.js';
import { hashSecret, needsRehash, verifySecret } from '../pin-hash.js';

// The test setup hashes at a low cost for speed; this file checks what production uses.
vi.unmock('../pin-hash-parameters.js');

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 at least. */
const OWASP_SCRYPT_MINIMUM = { cost: 2 ** 17, blockSize: 8, parallelism: 1 };
const PIN = '482913';

describe('PIN hashing with the production parameters', () => {
  it('meets OWASP’s scrypt minimum: N=2^17, r=8, p=1', () => {
    expect(PIN_HASH_PARAMETERS.cost).toBeGreaterThanOrEqual(OWASP_SCRYPT_MINIMUM.cost);
    expect(PIN_HASH_PARAMETERS.blockSize).toBeGreaterThanOrEqual(OWASP_SCRYPT_MINIMUM.blockSize);
    expect(PIN_HASH_PARAMETERS.parallelism).toBeGreaterThanOrEqual(
      OWASP_SCRYPT_MINIMUM.parallelism,
    );
  });

  it('writes them into every new PIN hash, which verifies the PIN and no other', async () => {
    const stored = await hashSecret(PIN);
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(await verifySecret(PIN, stored)).toBe(true);
    expect(await verifySecret('482914', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('asks for a new hash of a PIN stored at the former cost, N=2^14', async () => {
    const former = await hashSecret(PIN, { cost: 2 ** 14, blockSize: 8, parallelism: 1 });
    expect(await verifySecret(PIN, former)).toBe(true);
    expect(needsRehash(former)).toBe(true);
  });

  it('hashes a guest’s random secret at N=2^14, below the PIN cost', async () => {
    expect(GUEST_SECRET_HASH_PARAMETERS.cost).toBe(2 ** 14);
    const stored = await hashSecret('b'.repeat(48), GUEST_SECRET_HASH_PARAMETERS);
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
  });
});
