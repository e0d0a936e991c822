import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskObjectStorage } from '../media/storage/disk-object-storage.js';
import { createFormFileStore, type FormFileStore } from './form-file-store.js';
import { PDF } from './testing/form-files.js';

let root = '';
let store: FormFileStore;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'sauda-form-files-'));
  store = createFormFileStore(createDiskObjectStorage(path.join(root, 'forms')));
  // A file beside the store's folder, which no key may reach.
  await writeFile(path.join(root, 'secret.txt'), 'not an application file');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the disk form file store', () => {
  it('opens a saved file by its key', async () => {
    const key = await store.save('career', PDF, 'pdf');
    const stream = await store.open(key);
    expect(stream).not.toBeNull();
    expect(await text(stream!)).toBe(new TextDecoder().decode(PDF));
  });

  it('answers null for a removed file and for a key outside its folder', async () => {
    const key = await store.save('career', PDF, 'pdf');
    await store.remove(key);
    expect(await store.open(key)).toBeNull();
    expect(await store.open('../secret.txt')).toBeNull();
    expect(await store.open(path.join(root, 'secret.txt'))).toBeNull();
    expect(await store.open('')).toBeNull();
  });
});
