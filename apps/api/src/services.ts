import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { AppDb } from './db/client.js';
import { createSmsSender } from './modules/auth/sms/create-sms-sender.js';
import type { SmsSender } from './modules/auth/sms/sms-sender.js';
import {
  createIndustryCatalog,
  type IndustryCatalog,
} from './modules/catalog/industries.service.js';
import { createDiskFormFileStore, type FormFileStore } from './modules/forms/form-file-store.js';
import { createGeocoder } from './modules/geo/create-geocoder.js';
import { GAZETTEER } from './modules/geo/gazetteer/data/index.js';
import type { Geocoder } from './modules/geo/geocoder.js';
import { createDiskSaveMedia, type SaveMedia } from './modules/media/save-media.js';
import {
  createDiskProductImageStore,
  type ProductImageStore,
} from './modules/merchant/products/images/product-image-store.js';

/** The long-lived parts the route plugins share: built once per app, by `buildServices`. */
export interface AppServices {
  sms: SmsSender;
  /** The industry list, cached per app: the home page and every user's JSON read it. */
  industries: IndustryCatalog;
  geocoder: Geocoder;
  /** Where profile photos go; null when the configured storage cannot take uploads. */
  saveAvatar: SaveMedia | null;
  /** Where application files go; null when the configured storage cannot keep them. */
  formFiles: FormFileStore | null;
  /** Where stores' logos and banners go; null when the storage cannot take uploads. */
  storeImages: SaveMedia | null;
  /** Where product photos' resized copies go; null when the storage cannot take uploads. */
  productImages: ProductImageStore | null;
}

/** Replacements for what the configuration would build (tests, other gateways). */
export type ServiceOverrides = Partial<AppServices>;

/** Pictures in `folder` of the media directory, served from /media/uploads/<folder>. */
function mediaStorage(config: Config, folder: 'avatars' | 'stores'): SaveMedia | null {
  if (config.media.storage !== 'disk') return null;
  return createDiskSaveMedia(path.join(config.mediaDir, folder), `/media/uploads/${folder}`);
}

/** Product photos are served from /media/uploads/products (uploads.routes.ts serves the folder). */
function productImageStorage(config: Config): ProductImageStore | null {
  if (config.media.storage !== 'disk') return null;
  return createDiskProductImageStore(
    path.join(config.mediaDir, 'products'),
    '/media/uploads/products',
  );
}

/** Application files stay out of the publicly served media folder. */
function formFileStore(config: Config): FormFileStore | null {
  if (config.media.storage !== 'disk') return null;
  return createDiskFormFileStore(path.join(config.dataDir, 'forms'));
}

/**
 * The composition root's one place that builds services from the configuration; `buildApp`
 * calls it once and hands each route plugin what it needs as plugin options.
 */
export function buildServices(
  config: Config,
  db: AppDb,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): AppServices {
  return {
    sms: overrides.sms ?? createSmsSender(config.sms, log),
    industries: overrides.industries ?? createIndustryCatalog(db),
    geocoder: overrides.geocoder ?? createGeocoder(config.geocoder, GAZETTEER, log),
    saveAvatar:
      overrides.saveAvatar === undefined ? mediaStorage(config, 'avatars') : overrides.saveAvatar,
    storeImages:
      overrides.storeImages === undefined ? mediaStorage(config, 'stores') : overrides.storeImages,
    formFiles: overrides.formFiles === undefined ? formFileStore(config) : overrides.formFiles,
    productImages:
      overrides.productImages === undefined ? productImageStorage(config) : overrides.productImages,
  };
}
