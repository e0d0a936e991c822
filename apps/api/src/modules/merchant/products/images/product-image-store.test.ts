import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskObjectStorage } from '../../../media/storage/disk-object-storage.js';
import { createProductImageStore, type ProductImageCopy } from './product-image-store.js';
import { toMerchantProductImageJson, uploadedPhotoOf } from './product-image-urls.js';

const NAME = 'a'.repeat(32);
const PREFIX = '/media/uploads/products';
let root: string;
/** Where the media storage keeps the photos' copies. */
let dir: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'sauda-product-images-'));
  dir = path.join(root, 'products');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const diskStore = () => createProductImageStore(createDiskObjectStorage(root));

const copies: ProductImageCopy[] = [
  { size: 'thumb', format: 'jpg', bytes: new Uint8Array([1]) },
  { size: 'full', format: 'webp', bytes: new Uint8Array([2]) },
];

describe('createProductImageStore on disk', () => {
  it('writes each copy as <name>-<size>.<format> and answers the photo URL', async () => {
    const store = diskStore();
    expect(await store.save(NAME, copies)).toBe(`${PREFIX}/${NAME}`);
    expect((await readdir(dir)).sort()).toEqual([`${NAME}-full.webp`, `${NAME}-thumb.jpg`]);
    expect([...(await readFile(path.join(dir, `${NAME}-full.webp`)))]).toEqual([2]);
  });

  it('never overwrites a stored photo', async () => {
    const store = diskStore();
    await store.save(NAME, copies);
    await expect(store.save(NAME, copies)).rejects.toThrow();
    expect([...(await readFile(path.join(dir, `${NAME}-thumb.jpg`)))]).toEqual([1]);
  });

  it('removes every copy, and ignores a URL that is not one of its photos', async () => {
    const store = diskStore();
    const other = 'b'.repeat(32);
    await store.save(NAME, copies);
    await store.save(other, copies);
    await store.remove(`${PREFIX}/${NAME}`);
    await store.remove(`${PREFIX}/../${other}`);
    await store.remove(`/elsewhere/${other}`);
    expect((await readdir(dir)).sort()).toEqual([`${other}-full.webp`, `${other}-thumb.jpg`]);
  });
});

describe('uploadedPhotoOf', () => {
  it('reads an uploaded photo from its full JPEG URL and nothing else', () => {
    expect(uploadedPhotoOf(`${PREFIX}/${NAME}-full.jpg`)).toEqual({
      name: NAME,
      photoUrl: `${PREFIX}/${NAME}`,
    });
    expect(uploadedPhotoOf('/media/uploads/chicken-biryani.png')).toBeNull();
    expect(uploadedPhotoOf('/media/art/product/food/beef-biryani-full.svg')).toBeNull();
    expect(toMerchantProductImageJson(`${PREFIX}/${NAME}-card.jpg`)).toBeNull();
  });
});
