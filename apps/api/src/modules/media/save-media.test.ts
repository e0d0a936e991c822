import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSaveMedia } from './save-media.js';
import { createDiskObjectStorage } from './storage/disk-object-storage.js';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'sauda-save-media-'));
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('createSaveMedia', () => {
  it('writes the bytes under a random name and answers its public URL', async () => {
    const saveMedia = createSaveMedia(createDiskObjectStorage(root), 'avatars');
    const bytes = new Uint8Array([1, 2, 3]);

    const first = await saveMedia(bytes, 'png');
    const second = await saveMedia(bytes, 'jpg');

    expect(first).toMatch(/^\/media\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    expect(second).toMatch(/\.jpg$/);
    expect(second).not.toBe(first);
    const saved = await readFile(path.join(root, 'avatars', path.basename(first)));
    expect([...saved]).toEqual([1, 2, 3]);
  });
});
