import { S3Client } from '@aws-sdk/client-s3';
import type { MediaConfig } from '../../../config.js';

export type S3StorageConfig = Extract<MediaConfig, { storage: 's3' }>;

/** The AWS SDK's client for the configured bucket (AWS itself, MinIO or another S3-compatible server). */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 demands them: the SDK's default CRC headers on every request are
    // refused by several S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
