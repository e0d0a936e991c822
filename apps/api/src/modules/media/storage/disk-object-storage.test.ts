import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskObjectStorage } from './disk-object-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { describeObjectStorage } from './testing/object-storage-contract.js';

let root = '';
let storage: ObjectStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'sauda-disk-storage-'));
  storage = createDiskObjectStorage(path.join(root, 'media'));
  // Beside the storage's folder, where no key may reach.
  await writeFile(path.join(root, 'secret.txt'), 'not a stored file');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describeObjectStorage('disk', () => storage);

describe('the disk object storage', () => {
  it('keeps each object as the file its key names, as DATA_DIR has always held them', async () => {
    await storage.put('avatars/e5.png', new Uint8Array([7]), 'image/png');
    expect(await readdir(path.join(root, 'media', 'avatars'))).toContain('e5.png');
    expect([...(await readFile(path.join(root, 'media', 'avatars', 'e5.png')))]).toEqual([7]);
  });

  it('never overwrites a stored file', async () => {
    await storage.put('avatars/f6.png', new Uint8Array([1]), 'image/png');
    await expect(storage.put('avatars/f6.png', new Uint8Array([2]), 'image/png')).rejects.toThrow(
      /EEXIST/,
    );
    expect([...(await readFile(path.join(root, 'media', 'avatars', 'f6.png')))]).toEqual([1]);
  });

  it('reads the type from the extension, a file keeping none of its own', async () => {
    await writeFile(path.join(root, 'media', 'avatars', 'g7.webp'), 'w');
    await writeFile(path.join(root, 'media', 'avatars', 'g7.txt'), 't');
    expect((await storage.get('avatars/g7.webp'))?.contentType).toBe('image/webp');
    expect((await storage.get('avatars/g7.txt'))?.contentType).toBe('application/octet-stream');
  });
});
