import type { MerchantProduct, MerchantProductImage } from '@sauda/domain';
import { jsonResponse, stubFetch, type FetchCall } from '../../../../../api/testing/fetch-stub';
import { makeMerchantProduct } from '../../testing/merchant-product-fixtures';
import { STORE_CATEGORIES } from '../../testing/merchant-product-fixtures';
import { STORE_ID } from '../../testing/serve-merchant-products';

const BASE = `merchant/stores/${STORE_ID}/products`;

/** One call the wizard made: `POST products`, `POST images of pr_1 (a.png)`, … */
export type WizardCall = string;

/** Answers before the fake server; undefined lets it answer. */
export type Refusal = (call: FetchCall, path: string) => Response | undefined;

/** A stored photo as the API lists it, its copies named after `id`. */
export function productImage(id: string): MerchantProductImage {
  const at = (size: string, format: string) => `/media/uploads/products/${id}-${size}.${format}`;
  return {
    query_id: id,
    thumb_url: at('thumb', 'jpg'),
    card_url: at('card', 'jpg'),
    full_url: at('full', 'jpg'),
    thumb_webp_url: at('thumb', 'webp'),
    card_webp_url: at('card', 'webp'),
    full_webp_url: at('full', 'webp'),
  };
}

function imageName(call: FetchCall): string {
  const image = (call.init.body as FormData).get('image');
  return image instanceof File ? image.name : '?';
}

/**
 * The inventory API as the wizard uses it: categories, POST products (numbered pr_1, pr_2…),
 * POST images (named after the file), DELETE images, PUT their order, PATCH and GET of one
 * product. `log` lists the calls in the order made; `refuse` answers first (a failure to show).
 */
export function serveProductWizard(
  options: { existing?: MerchantProduct[]; refuse?: Refusal } = {},
) {
  const products = new Map((options.existing ?? []).map((product) => [product.query_id, product]));
  const log: WizardCall[] = [];
  const bodies: unknown[] = [];
  const server = stubFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname.replace('/api/v1/', '');
    const method = call.init.method ?? 'GET';
    if (path === `companies/${STORE_ID}/categories`) {
      return jsonResponse({ categories: STORE_CATEGORIES });
    }
    const refused = options.refuse?.(call, path);
    if (refused) return refused;
    if (method === 'POST' && path === BASE) {
      const body = JSON.parse(call.init.body as string) as Partial<MerchantProduct>;
      bodies.push(body);
      const product = makeMerchantProduct({
        ...body,
        query_id: `pr_${products.size + 1}`,
        images: [],
      });
      products.set(product.query_id, product);
      log.push(`POST ${product.name}`);
      return jsonResponse({ product }, 201);
    }
    const [, productId, rest, imageId] =
      new RegExp(`^${BASE}/([^/]+)(/images(?:/([^/]+))?)?$`).exec(path) ?? [];
    const product = productId ? products.get(productId) : undefined;
    if (!product) return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    const withImages = (images: MerchantProductImage[]) => {
      const changed = { ...product, images, image_url: images[0]?.card_url ?? null };
      products.set(product.query_id, changed);
      return jsonResponse({ product: changed });
    };
    if (method === 'POST' && rest) {
      log.push(`POST image of ${product.query_id}: ${imageName(call)}`);
      return withImages([...product.images, productImage(imageName(call))]);
    }
    if (method === 'DELETE' && imageId) {
      log.push(`DELETE image of ${product.query_id}: ${imageId}`);
      return withImages(product.images.filter((image) => image.query_id !== imageId));
    }
    if (method === 'PUT' && imageId === 'order') {
      const { image_ids: ids } = JSON.parse(call.init.body as string) as { image_ids: string[] };
      log.push(`PUT order of ${product.query_id}: ${ids.join(', ')}`);
      const byId = (id: string) => product.images.find((image) => image.query_id === id);
      return withImages(ids.map(byId).filter((image) => image !== undefined));
    }
    if (method === 'PATCH') {
      const body = JSON.parse(call.init.body as string) as Partial<MerchantProduct>;
      bodies.push(body);
      const changed = { ...product, ...body };
      products.set(product.query_id, changed);
      log.push(`PATCH ${product.query_id}`);
      return jsonResponse({ product: changed });
    }
    return jsonResponse({ product });
  });
  return { ...server, log, bodies };
}
