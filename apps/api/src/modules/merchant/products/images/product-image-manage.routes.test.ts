import { access } from 'node:fs/promises';
import { MERCHANT_MESSAGES, type MerchantProduct, type MerchantProductImage } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../../invoices/testing/checkout-client.js';
import { makePng } from './testing/product-photos.js';
import { STORE_ID, useProductImagesTestApp } from './testing/use-product-images-test-app.js';

// Deleting and ordering a product's photos. PGlite and, with DATABASE_URL, PostgreSQL.

const setup = useProductImagesTestApp();
const { images, products } = setup;
const owner = () => setup.team.owner.token;

type Photo = MerchantProductImage;

const ids = (product: MerchantProduct) => product.images.map((image) => image.query_id);
const everyCopy = (image: MerchantProductImage) => [
  image.thumb_url,
  image.card_url,
  image.full_url,
  image.thumb_webp_url,
  image.card_webp_url,
  image.full_webp_url,
];
const exists = (url: string) =>
  access(setup.fileOf(url)).then(
    () => true,
    () => false,
  );

/** A product of its own with three photos: 30, 40 and 50 pixels wide. */
async function productWithThreePhotos(name: string): Promise<MerchantProduct> {
  const product = await setup.freshProduct(name);
  let latest = product;
  for (const width of [30, 40, 50]) {
    latest = await images.uploaded(owner(), STORE_ID, product.query_id, await makePng(width, 20));
  }
  return latest;
}

describe('DELETE merchant/stores/{storeId}/products/{productId}/images/{imageId}', () => {
  it('deletes the photo and its files; the others close up', async () => {
    const product = await productWithThreePhotos('Delete One');
    const [first, second, third] = product.images as [Photo, Photo, Photo];
    const answer = images.productOf(
      await images.remove(owner(), STORE_ID, product.query_id, first.query_id),
    );

    expect(ids(answer)).toEqual([second.query_id, third.query_id]);
    expect(answer.image_url).toBe(second.card_url);
    for (const url of everyCopy(first)) expect(await exists(url)).toBe(false);
    for (const url of everyCopy(second)) expect(await exists(url)).toBe(true);
    const shown = (await products.shopperSees(STORE_ID)).find(
      (candidate) => candidate.query_id === product.query_id,
    );
    expect(shown?.pictures.map((picture) => picture.image_original_url)).toEqual([
      second.full_url,
      third.full_url,
    ]);
  });

  it('answers 404 for an unknown photo and 403 to staff, changing nothing', async () => {
    const product = await productWithThreePhotos('Delete Refused');
    const unknown = await images.remove(owner(), STORE_ID, product.query_id, 'f'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    const imageId = product.images[0]!.query_id;
    const staff = await images.remove(setup.team.staff.token, STORE_ID, product.query_id, imageId);
    expect(staff.statusCode).toBe(403);
    expect(await products.product(owner(), STORE_ID, product.query_id)).toEqual(product);
    expect(await exists(product.images[0]!.full_url)).toBe(true);
  });
});

describe('PUT merchant/stores/{storeId}/products/{productId}/images/order', () => {
  it('puts the photos in the order given; the first is the product’s picture', async () => {
    const product = await productWithThreePhotos('Reorder');
    const [a, b, c] = ids(product) as [string, string, string];
    const answer = images.productOf(
      await images.reorder(owner(), STORE_ID, product.query_id, [c, a, b]),
    );
    expect(ids(answer)).toEqual([c, a, b]);
    expect(answer.image_url).toBe(answer.images[0]!.card_url);
    expect(await products.product(owner(), STORE_ID, product.query_id)).toEqual(answer);
    const shown = (await products.shopperSees(STORE_ID)).find(
      (candidate) => candidate.query_id === product.query_id,
    );
    expect(shown?.pictures.map((picture) => picture.image_original_url)).toEqual(
      answer.images.map((image) => image.full_url),
    );
  });

  it('refuses anything but exactly the product’s photos, changing nothing', async () => {
    const product = await productWithThreePhotos('Reorder Refused');
    const [a, b, c] = ids(product) as [string, string, string];
    const other = (await productWithThreePhotos('Someone Else')).images[0]!.query_id;
    for (const wrong of [[a, b], [a, b, c, a], [a, a, b], [a, b, other], []]) {
      const response = await images.reorder(owner(), STORE_ID, product.query_id, wrong);
      expect(response.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'validation_failed',
        message: MERCHANT_MESSAGES.productImageOrderNotValid,
      });
    }
    const notAList = await images.reorder(owner(), STORE_ID, product.query_id, 'abc');
    expect(notAList.statusCode).toBe(400);
    expect(await products.product(owner(), STORE_ID, product.query_id)).toEqual(product);
  });

  it('answers 403 to staff', async () => {
    const product = await productWithThreePhotos('Reorder Staff');
    const response = await images.reorder(
      setup.team.staff.token,
      STORE_ID,
      product.query_id,
      ids(product).reverse(),
    );
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('forbidden_role');
  });
});
