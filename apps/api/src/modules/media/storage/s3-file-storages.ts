import { createS3Client, type S3StorageConfig } from './create-s3-client.js';
import { createS3ObjectStorage } from './s3-object-storage.js';

/** The media and application files' places as two prefixes of one bucket, on one client. */
export function createS3FileStorages(settings: S3StorageConfig) {
  const client = createS3Client(settings);
  return {
    media: createS3ObjectStorage(client, settings.bucket, 'media/'),
    forms: createS3ObjectStorage(client, settings.bucket, 'forms/'),
    close: () => client.destroy(),
  };
}
