import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { ObjectStorage } from '../object-storage.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = new TextEncoder().encode('%PDF-1.7\n');

async function bytesOf(storage: ObjectStorage, key: string): Promise<number[] | null> {
  const stored = await storage.get(key);
  return stored ? [...(await buffer(stored.body))] : null;
}

/** What every object storage does, whatever keeps the bytes; `storage()` is read per test. */
export function describeObjectStorage(name: string, storage: () => ObjectStorage): void {
  describe(`${name}: the object storage contract`, () => {
    it('gives back what was put, with its length and content type', async () => {
      await storage().put('avatars/a1.png', PNG, 'image/png');
      const stored = await storage().get('avatars/a1.png');
      expect(stored).toMatchObject({ length: PNG.length, contentType: 'image/png' });
      expect([...(await buffer(stored!.body))]).toEqual([...PNG]);
    });

    it('keeps files in folders apart, deeper paths included', async () => {
      await storage().put('rider/b2.pdf', PDF, 'application/pdf');
      await storage().put('career/x/b2.pdf', PNG, 'application/pdf');
      expect(await bytesOf(storage(), 'rider/b2.pdf')).toEqual([...PDF]);
      expect(await bytesOf(storage(), 'career/x/b2.pdf')).toEqual([...PNG]);
      expect((await storage().get('rider/b2.pdf'))?.contentType).toBe('application/pdf');
    });

    it('answers null for a key with nothing stored, and for a folder', async () => {
      await storage().put('stores/c3.png', PNG, 'image/png');
      expect(await storage().get('stores/none.png')).toBeNull();
      expect(await storage().get('nowhere/c3.png')).toBeNull();
      expect(await storage().get('stores')).toBeNull();
    });

    it('removes an object, and removing it again is no error', async () => {
      await storage().put('products/d4-thumb.jpg', PNG, 'image/jpeg');
      await storage().remove('products/d4-thumb.jpg');
      await storage().remove('products/d4-thumb.jpg');
      expect(await storage().get('products/d4-thumb.jpg')).toBeNull();
    });

    it('takes no key that could leave its place', async () => {
      const bad = ['', '../secret.txt', '/etc/passwd', 'a/../../b.png', 'a//b.png', '.hidden'];
      for (const key of bad) {
        await expect(storage().put(key, PNG, 'image/png'), key).rejects.toThrow(/storage key/);
        expect(await storage().get(key), key).toBeNull();
        await storage().remove(key);
      }
    });
  });
}
