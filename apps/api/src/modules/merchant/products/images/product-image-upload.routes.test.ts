import { MERCHANT_MESSAGES, type MerchantProductImage } from '@sauda/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../../invoices/testing/checkout-client.js';
import { makePng, makeSidewaysJpeg } from './testing/product-photos.js';
import {
  OTHER_STORE_ID,
  STORE_ID,
  useProductImagesTestApp,
} from './testing/use-product-images-test-app.js';

// Uploads through real multipart bodies, resized by sharp onto disk. PGlite and, with
// DATABASE_URL, PostgreSQL.

const setup = useProductImagesTestApp();
const { images, products } = setup;
const owner = () => setup.team.owner.token;

const COPIES = (image: MerchantProductImage) => ({
  thumb: [image.thumb_url, image.thumb_webp_url],
  card: [image.card_url, image.card_webp_url],
  full: [image.full_url, image.full_webp_url],
});

async function sizeOnDisk(url: string) {
  const { width, height, format, exif } = await sharp(setup.fileOf(url)).metadata();
  return { width, height, format, exif };
}

describe('POST merchant/stores/{storeId}/products/{productId}/images', () => {
  it('stores a PNG as thumb, card and full, in JPEG and WebP, never enlarged', async () => {
    const product = await setup.freshProduct('Photo Biryani');
    const answer = await images.uploaded(
      owner(),
      STORE_ID,
      product.query_id,
      await makePng(1600, 800),
    );

    expect(answer.images).toHaveLength(1);
    const [image] = answer.images as [MerchantProductImage];
    expect(image.full_url).toMatch(/^\/media\/uploads\/products\/[0-9a-f]{32}-full\.jpg$/);
    expect(answer.image_url).toBe(image.card_url);
    const expected = { thumb: [160, 80], card: [480, 240], full: [1200, 600] };
    for (const [size, [jpeg, webp]] of Object.entries(COPIES(image))) {
      const [width, height] = expected[size as keyof typeof expected];
      expect(await sizeOnDisk(jpeg!)).toMatchObject({ width, height, format: 'jpeg' });
      expect(await sizeOnDisk(webp!)).toMatchObject({ width, height, format: 'webp' });
    }
    const served = await setup.app().inject({ method: 'GET', url: image.card_webp_url });
    expect(served.statusCode).toBe(200);
    expect(await products.product(owner(), STORE_ID, product.query_id)).toEqual(answer);
  });

  it('keeps a small photo its size, turns it upright and strips its metadata', async () => {
    const product = await setup.freshProduct('Sideways Kheer');
    const answer = await images.uploaded(
      owner(),
      STORE_ID,
      product.query_id,
      await makeSidewaysJpeg(300, 200),
    );
    const [image] = answer.images as [MerchantProductImage];
    expect(await sizeOnDisk(image.full_url)).toEqual({
      width: 200,
      height: 300,
      format: 'jpeg',
      exif: undefined,
    });
    expect(await sizeOnDisk(image.thumb_webp_url)).toMatchObject({ width: 107, height: 160 });
  });

  it('shows the photo to shoppers at once, with its thumb and card copies', async () => {
    const product = await setup.freshProduct('Shopper Sees Halwa');
    const answer = await images.uploaded(
      owner(),
      STORE_ID,
      product.query_id,
      await makePng(64, 64),
    );
    const [image] = answer.images as [MerchantProductImage];
    const shown = (await products.shopperSees(STORE_ID)).find(
      (candidate) => candidate.query_id === product.query_id,
    );
    const picture = {
      image_original_url: image.full_url,
      image_thumb_url: image.thumb_url,
      image_card_url: image.card_url,
      image_thumb_webp_url: image.thumb_webp_url,
      image_card_webp_url: image.card_webp_url,
      image_full_webp_url: image.full_webp_url,
    };
    expect(shown?.pictures).toEqual([picture]);
    expect(shown?.images).toEqual([picture]);
  });

  it("serves the shopper's WebP copies as image/webp and the JPEG ones as image/jpeg", async () => {
    const product = await setup.freshProduct('WebP Jalebi');
    await images.uploaded(owner(), STORE_ID, product.query_id, await makePng(64, 48));
    const shown = (await products.shopperSees(STORE_ID)).find(
      (candidate) => candidate.query_id === product.query_id,
    );
    const [picture] = shown?.pictures ?? [];
    const webpUrls = [
      picture?.image_thumb_webp_url,
      picture?.image_card_webp_url,
      picture?.image_full_webp_url,
    ];
    for (const url of webpUrls) {
      expect(url).toMatch(/\.webp$/);
      const served = await setup.app().inject({ method: 'GET', url: url! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const jpeg = await setup.app().inject({ method: 'GET', url: picture!.image_original_url });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a text file named .jpg by its bytes, and a broken JPEG sharp cannot decode', async () => {
    const product = await setup.freshProduct('Refused Photo');
    const text = new TextEncoder().encode('not a picture at all');
    const textAnswer = await images.upload(owner(), STORE_ID, product.query_id, text, {
      type: 'image/jpeg',
      name: 'photo.jpg',
    });
    expect(textAnswer.statusCode).toBe(400);
    expect(errorOf(textAnswer).code).toBe('invalid_photo_type');

    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 2, 3]);
    const brokenAnswer = await images.upload(owner(), STORE_ID, product.query_id, broken);
    expect(brokenAnswer.statusCode).toBe(400);
    expect(errorOf(brokenAnswer)).toMatchObject({
      code: 'validation_failed',
      message: MERCHANT_MESSAGES.productImageUnreadable,
      fields: { image: MERCHANT_MESSAGES.productImageUnreadable },
    });
    expect((await products.product(owner(), STORE_ID, product.query_id)).images).toEqual([]);
  });

  it('answers 413 above 5 MB', async () => {
    const product = await setup.freshProduct('Huge Photo');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(await makePng(8, 8));
    const response = await images.upload(owner(), STORE_ID, product.query_id, big);
    expect(response.statusCode).toBe(413);
  });

  it('takes 8 photos and refuses a 9th with its message', async () => {
    const product = await setup.freshProduct('Eight Photos');
    const png = await makePng(40, 30);
    for (let i = 0; i < 8; i += 1) {
      await images.uploaded(owner(), STORE_ID, product.query_id, png);
    }
    const response = await images.upload(owner(), STORE_ID, product.query_id, png);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'product_images_too_many',
      message: MERCHANT_MESSAGES.productImagesTooMany,
    });
    expect((await products.product(owner(), STORE_ID, product.query_id)).images).toHaveLength(8);
  });

  it('lets the manager upload; answers 403 to staff and 404 for another store', async () => {
    const product = await setup.freshProduct('Who May Upload');
    const png = await makePng(20, 20);
    await images.uploaded(setup.team.manager.token, STORE_ID, product.query_id, png);

    const staff = await images.upload(setup.team.staff.token, STORE_ID, product.query_id, png);
    expect(staff.statusCode).toBe(403);
    expect(errorOf(staff).code).toBe('forbidden_role');

    const otherOwner = setup.team.otherOwner.token;
    const notMember = await images.upload(otherOwner, STORE_ID, product.query_id, png);
    expect(notMember.statusCode).toBe(404);
    const wrongStore = await images.upload(otherOwner, OTHER_STORE_ID, product.query_id, png);
    expect(wrongStore.statusCode).toBe(404);
    expect(errorOf(wrongStore).code).toBe('product_not_found');
  });

  it('writes no file for a refused upload', async () => {
    const product = await setup.freshProduct('No Files Left');
    const png = await makePng(10, 10);
    const before = await setup.storedFiles();
    const staff = await images.upload(setup.team.staff.token, STORE_ID, product.query_id, png);
    expect(staff.statusCode).toBe(403);
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const unreadable = await images.upload(owner(), STORE_ID, product.query_id, broken);
    expect(unreadable.statusCode).toBe(400);
    expect(await setup.storedFiles()).toEqual(before);
  });
});
