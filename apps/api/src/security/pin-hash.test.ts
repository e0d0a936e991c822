import { describe, expect, it } from 'vitest';
import { PIN_HASH_PARAMETERS } from './pin-hash-parameters.js';
import { hashSecret, needsRehash, verifySecret } from './pin-hash.js';

// The test setup lowers the cost (see auth-controls/pin-hash-parameters.test.ts for production's).
describe('hashSecret / verifySecret', () => {
  it('stores scrypt parameters, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashSecret('123456');
    const [algorithm, cost, blockSize, parallelism, salt, key] = stored.split('$');
    const { cost: n, blockSize: r, parallelism: p } = PIN_HASH_PARAMETERS;
    expect([algorithm, cost, blockSize, parallelism]).toEqual(['scrypt', `${n}`, `${r}`, `${p}`]);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
  });

  it('verifies the right secret and rejects a wrong one', async () => {
    const stored = await hashSecret('123456');
    expect(await verifySecret('123456', stored)).toBe(true);
    expect(await verifySecret('123457', stored)).toBe(false);
    expect(await verifySecret('', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    const [first, second] = await Promise.all([hashSecret('same'), hashSecret('same')]);
    expect(first).not.toBe(second);
    expect(await verifySecret('same', second)).toBe(true);
  });

  it('rejects malformed or tampered hashes without throwing', async () => {
    const stored = await hashSecret('secret');
    const parts = stored.split('$');
    const withOtherKey = [...parts.slice(0, 5), Buffer.alloc(64, 1).toString('base64')].join('$');
    const huge = ['scrypt', String(1 << 30), '8', '1', parts[4], parts[5]].join('$');
    for (const bad of [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      'scrypt$1000$8$1$abc$def',
      huge,
      withOtherKey,
    ]) {
      expect(await verifySecret('secret', bad)).toBe(false);
    }
  });

  it('handles non-ASCII secrets', async () => {
    const stored = await hashSecret('پاسورڈ۱۲۳');
    expect(await verifySecret('پاسورڈ۱۲۳', stored)).toBe(true);
  });

  it('normalizes to NFKC: a secret typed in another Unicode form still matches', async () => {
    // "é" precomposed and as e + combining accent; full-width digits and ASCII digits.
    const stored = await hashSecret('caf\u00e9\uff11\uff12\uff13');
    expect(await verifySecret('cafe\u0301123', stored)).toBe(true);
    expect(await verifySecret('cafe123', stored)).toBe(false);
  });
});

describe('needsRehash', () => {
  const weaker = { ...PIN_HASH_PARAMETERS, cost: PIN_HASH_PARAMETERS.cost / 2 };

  it('asks for a new hash when the stored one is weaker than today’s parameters', async () => {
    expect(needsRehash(await hashSecret('123456'))).toBe(false);
    expect(needsRehash(await hashSecret('123456', weaker))).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
  });
});
