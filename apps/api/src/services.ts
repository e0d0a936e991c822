import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { AppDb } from './db/client.js';
import { createSmsSender } from './modules/auth/sms/create-sms-sender.js';
import type { SmsSender } from './modules/auth/sms/sms-sender.js';
import {
  createIndustryCatalog,
  type IndustryCatalog,
} from './modules/catalog/industries.service.js';
import { createFormFileStore, type FormFileStore } from './modules/forms/form-file-store.js';
import { createGeocoder } from './modules/geo/create-geocoder.js';
import { GAZETTEER } from './modules/geo/gazetteer/data/index.js';
import type { Geocoder } from './modules/geo/geocoder.js';
import { createSaveMedia, type SaveMedia } from './modules/media/save-media.js';
import { createFileStorages, type FileStorages } from './modules/media/storage/file-storages.js';
import {
  createProductImageStore,
  type ProductImageStore,
} from './modules/merchant/products/images/product-image-store.js';

/** The long-lived parts the route plugins share: built once per app, by `buildServices`. */
export interface AppServices {
  sms: SmsSender;
  /** The industry list, cached per app: the home page and every user's JSON read it. */
  industries: IndustryCatalog;
  geocoder: Geocoder;
  /** Where files live: disk folders, or one S3 bucket every instance shares. */
  storages: FileStorages;
  /** Where profile photos go; null when uploads are turned off (tests). */
  saveAvatar: SaveMedia | null;
  /** Where application files go; null when they cannot be kept (tests). */
  formFiles: FormFileStore | null;
  /** Where stores' logos and banners go; null when uploads are turned off (tests). */
  storeImages: SaveMedia | null;
  /** Where product photos' resized copies go; null when uploads are turned off (tests). */
  productImages: ProductImageStore | null;
}

/** Replacements for what the configuration would build (tests, other gateways). */
export type ServiceOverrides = Partial<AppServices>;

/** An override when one is given, even null; otherwise what `build` makes. */
function chosen<T>(override: T | undefined, build: () => T): T {
  return override === undefined ? build() : override;
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
  const storages = overrides.storages ?? createFileStorages(config);
  return {
    sms: overrides.sms ?? createSmsSender(config.sms, log),
    industries: overrides.industries ?? createIndustryCatalog(db),
    geocoder: overrides.geocoder ?? createGeocoder(config.geocoder, GAZETTEER, log),
    storages,
    saveAvatar: chosen(overrides.saveAvatar, () => createSaveMedia(storages.media, 'avatars')),
    storeImages: chosen(overrides.storeImages, () => createSaveMedia(storages.media, 'stores')),
    formFiles: chosen(overrides.formFiles, () => createFormFileStore(storages.forms)),
    productImages: chosen(overrides.productImages, () => createProductImageStore(storages.media)),
  };
}
