import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferredObjectStorage } from './deferred-object-storage.js';
import { createDiskObjectStorage } from './disk-object-storage.js';
import type { ObjectStorage } from './object-storage.js';

let root = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'sauda-deferred-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('deferredObjectStorage', () => {
  it('waits for the storage to load, then passes every call on', async () => {
    let loaded: (storage: ObjectStorage) => void = () => {};
    const storage = deferredObjectStorage(new Promise((resolve) => (loaded = resolve)));

    const putting = storage.put('avatars/k1.png', new Uint8Array([5]), 'image/png');
    loaded(createDiskObjectStorage(root));
    await putting;

    const stored = await storage.get('avatars/k1.png');
    expect([...(await buffer(stored!.body))]).toEqual([5]);
    await storage.remove('avatars/k1.png');
    expect(await storage.get('avatars/k1.png')).toBeNull();
  });

  it('answers each call with the failure of a storage that could not load', async () => {
    const storage = deferredObjectStorage(Promise.reject(new Error('no SDK')));
    await new Promise((resolve) => setTimeout(resolve, 10));

    await expect(storage.get('avatars/k1.png')).rejects.toThrow('no SDK');
    await expect(storage.remove('avatars/k1.png')).rejects.toThrow('no SDK');
  });
});
