import path from 'node:path';
import type { Config } from '../../../config.js';
import { deferredObjectStorage } from './deferred-object-storage.js';
import { createDiskObjectStorage } from './disk-object-storage.js';
import type { ObjectStorage } from './object-storage.js';

/** Where the API keeps files, in two places that never mix. */
export interface FileStorages {
  /** Public uploads (avatars, store images, product photos), served under /media/uploads. */
  media: ObjectStorage;
  /** Application files: personal data, only ever read through the operator's route. */
  forms: ObjectStorage;
  /** Lets go of the storage's connections when the app closes. */
  close(): Promise<void>;
}

/**
 * Disk: `DATA_DIR/media` and `DATA_DIR/forms`, as before. S3: one bucket, the same two places as
 * the prefixes `media/` and `forms/`; the bucket stays private and the API serves its files.
 */
export function createFileStorages(config: Config): FileStorages {
  const settings = config.media;
  if (settings.storage === 'disk') {
    return {
      media: createDiskObjectStorage(config.mediaDir),
      forms: createDiskObjectStorage(path.join(config.dataDir, 'forms')),
      close: () => Promise.resolve(),
    };
  }
  // The AWS SDK takes a fifth of a second to load: only an app with a bucket pays for it.
  const loading = import('./s3-file-storages.js').then(({ createS3FileStorages }) =>
    createS3FileStorages(settings),
  );
  return {
    media: deferredObjectStorage(loading.then((storages) => storages.media)),
    forms: deferredObjectStorage(loading.then((storages) => storages.forms)),
    close: () => loading.then((storages) => storages.close()).catch(() => {}),
  };
}
