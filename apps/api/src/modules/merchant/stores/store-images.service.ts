import { detectPhotoType, type MerchantStore } from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import { invalidPhotoType, mediaUnavailable } from '../../auth/auth-errors.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import { invalidateCatalog } from '../../catalog/catalog-cache.js';
import type { SaveMedia } from '../../media/save-media.js';
import { requireStoreAccess } from '../access/store-access.js';
import { presentMerchantStore } from './merchant-stores.service.js';
import { imageRequired, type ReadImage } from './store-image-field.js';
import { updateStoreColumns } from './store-settings.repository.js';

/** The store's square logo (its picture everywhere) or its wide banner. */
export type StoreImageKind = 'logo' | 'banner';

export interface StoreImageUpload {
  kind: StoreImageKind;
  readImage: ReadImage;
  /** Null when the configured storage cannot take uploads. */
  saveMedia: SaveMedia | null;
}

/**
 * POST /merchant/stores/{storeId}/logo and /banner: owner and manager only, real JPEG or PNG
 * bytes only (the name and the declared type are not trusted). Shoppers see it at once.
 */
export async function updateStoreImage(
  db: AppDb,
  actor: Pick<UserRow, 'id'>,
  storeQueryId: string,
  { kind, readImage, saveMedia }: StoreImageUpload,
  now: Date,
): Promise<MerchantStore> {
  const membership = await requireStoreAccess(db, actor, storeQueryId, 'editStore');
  const bytes = await readImage();
  if (!bytes || bytes.length === 0) throw imageRequired();
  const ext = detectPhotoType(bytes)?.ext;
  if (!ext) throw invalidPhotoType();
  if (!saveMedia) throw mediaUnavailable();
  const url = await saveMedia(bytes, ext);
  const column = kind === 'logo' ? { pictureUrl: url } : { bannerUrl: url };
  await updateStoreColumns(db, membership.companyId, column, now);
  invalidateCatalog(db);
  return presentMerchantStore(db, membership, now);
}
