import { describe, expect, it } from 'vitest';
import { hashSecret, verifySecret } from './pin-hash.js';

describe('hashSecret / verifySecret', () => {
  it('stores scrypt parameters, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashSecret('123456');
    const [algorithm, cost, blockSize, parallelism, salt, key] = stored.split('$');
    expect([algorithm, cost, blockSize, parallelism]).toEqual(['scrypt', '16384', '8', '1']);
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
});
