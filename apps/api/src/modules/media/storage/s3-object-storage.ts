import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { assertStorageKey, isStorageKey, type ObjectStorage } from './object-storage.js';

/** Only a missing key: a missing bucket (also a 404) is a broken setup, not an absent file. */
function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error as { name?: unknown }).name === 'NoSuchKey';
}

/**
 * Objects in an S3-compatible bucket under `prefix` (`media/`, `forms/`): every API instance
 * reads what any other stored. The bucket itself stays private; the API streams what it serves.
 */
export function createS3ObjectStorage(
  client: S3Client,
  bucket: string,
  prefix: string,
): ObjectStorage {
  const target = (key: string) => ({ Bucket: bucket, Key: `${prefix}${key}` });

  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      // No overwrite guard (If-None-Match): names carry 128 random bits, and s3rver and older
      // S3-compatible servers ignore or refuse the header.
      await client.send(
        new PutObjectCommand({
          ...target(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand(target(key)));
        if (!(answer.Body instanceof Readable)) throw new Error('expected a Node stream from S3');
        return {
          body: answer.Body,
          length: answer.ContentLength ?? null,
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      await client.send(new DeleteObjectCommand(target(key)));
    },
  };
}
