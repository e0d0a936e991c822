import { formatMoney, toPaisa, type Product } from '@sauda/domain';
import type { PageHead } from '@sauda/domain/page-head';
import type { AppDb } from '../../db/client.js';
import { getProduct } from '../../modules/catalog/products.service.js';
import { storeDirectory } from '../../modules/catalog/store-directory.js';
import { AppError } from '../app-error.js';
import { catalogPageAddress, type CatalogPagePath } from './catalog-page-path.js';
import type { PageMetaFile } from './page-meta-file.js';

/** What a store or product page's head is written with besides the catalog itself. */
export interface CatalogHeadContext {
  db: AppDb;
  meta: PageMetaFile;
  /** The origin absolute links are written with. */
  origin: string;
}

/** Media paths are stored relative to the site; link previews need the full address. */
function absoluteUrl(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** A product, or null when it does not exist or is hidden; other failures still throw. */
async function visibleProduct(db: AppDb, queryId: string): Promise<Product | null> {
  try {
    return await getProduct(db, queryId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The head of a store page (its name, description and logo) or of a product page (its name,
 * price, store and photo), for crawlers and link previews that do not run the app. Null when
 * the store or product is unknown, hidden, or the product is not the store's: the page is then
 * served as built. Crawlers read the English texts, like the other pages' meta (en_PK).
 */
export async function catalogPageHead(
  page: CatalogPagePath,
  { db, meta, origin }: CatalogHeadContext,
): Promise<PageHead | null> {
  const store = (await storeDirectory(db)).byQueryId.get(page.storeQueryId);
  if (!store) return null;
  const shared = {
    siteName: meta.siteName,
    locale: meta.locale,
    canonicalUrl: `${origin}${catalogPageAddress(page)}`,
  };
  const logo = store.base.picture.medium ?? meta.image.path;
  if (page.kind === 'store') {
    const description = store.base.description?.trim();
    return {
      ...shared,
      title: `${store.name} · ${meta.siteName}`,
      description:
        description || `Order from ${store.name} on ${meta.siteName}, delivered to your door.`,
      image: { url: absoluteUrl(logo, origin), alt: store.name },
    };
  }
  const product = await visibleProduct(db, page.productQueryId);
  if (!product || product.merchant.query_id !== store.queryId) return null;
  const price = formatMoney(toPaisa(product.cost_after_discount));
  const photo = product.images[0]?.image_original_url ?? logo;
  const details = product.description?.trim();
  return {
    ...shared,
    type: 'product',
    title: `${product.name} · ${meta.siteName}`,
    description: `${price} at ${store.name}.${details ? ` ${details}` : ''}`,
    image: { url: absoluteUrl(photo, origin), alt: product.name },
  };
}
