import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStorage } from './object-storage.js';
import { createS3ObjectStorage } from './s3-object-storage.js';
import { startLocalS3, type LocalS3 } from './testing/local-s3.js';
import { describeObjectStorage } from './testing/object-storage-contract.js';

let s3: LocalS3;
let storage: ObjectStorage;

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = createS3ObjectStorage(s3.client, s3.bucket, 'media/');
});
afterAll(() => s3.close());

describeObjectStorage('S3', () => storage);

describe('the S3 object storage', () => {
  it('keeps objects under its prefix, with their content type', async () => {
    await storage.put('avatars/h8.png', new Uint8Array([1, 2]), 'image/png');
    expect(await s3.keys()).toContain('media/avatars/h8.png');
    const object = await s3.client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: 'media/avatars/h8.png' }),
    );
    expect(object.ContentType).toBe('image/png');
    expect(await object.Body?.transformToByteArray()).toEqual(new Uint8Array([1, 2]));
  });

  it('never reads outside its prefix', async () => {
    const forms = createS3ObjectStorage(s3.client, s3.bucket, 'forms/');
    await forms.put('rider/i9.png', new Uint8Array([3]), 'image/png');
    expect(await storage.get('rider/i9.png')).toBeNull();
    expect(await forms.get('rider/i9.png')).not.toBeNull();
  });

  it('passes on a failure that is not a missing key, such as a missing bucket', async () => {
    const elsewhere = createS3ObjectStorage(s3.client, 'no-such-bucket', 'media/');
    await expect(elsewhere.get('avatars/h8.png')).rejects.toThrow(/bucket/i);
    await expect(elsewhere.put('avatars/j0.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(
      /bucket/i,
    );
  });
});
