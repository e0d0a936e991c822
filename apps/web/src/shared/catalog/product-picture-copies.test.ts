import { describe, expect, it } from 'vitest';
import { pictureCopies, picturesOf } from './product-picture-copies';

const uploaded = {
  image_original_url: '/media/uploads/products/p1-full.jpg',
  image_thumb_url: '/media/uploads/products/p1-thumb.jpg',
  image_card_url: '/media/uploads/products/p1-card.jpg',
};
const withWebp = {
  ...uploaded,
  image_thumb_webp_url: '/media/uploads/products/p1-thumb.webp',
  image_card_webp_url: '/media/uploads/products/p1-card.webp',
  image_full_webp_url: '/media/uploads/products/p1-full.webp',
};
const seeded = { image_original_url: '/media/art/product/doodh.svg' };

const srcOf = (product: Parameters<typeof picturesOf>[0], size: 'card' | 'full' = 'full') =>
  picturesOf(product).map((picture) => pictureCopies(picture, size).src);

describe('picturesOf and pictureCopies', () => {
  it('gives lists the 480 px copy and the product page the full picture', () => {
    const product = { images: [], pictures: [uploaded] };
    expect(srcOf(product, 'card')).toEqual(['/media/uploads/products/p1-card.jpg']);
    expect(srcOf(product)).toEqual(['/media/uploads/products/p1-full.jpg']);
  });

  it('falls back to the original for pictures without copies', () => {
    expect(srcOf({ images: [], pictures: [seeded, uploaded] }, 'card')).toEqual([
      '/media/art/product/doodh.svg',
      '/media/uploads/products/p1-card.jpg',
    ]);
    expect(pictureCopies(seeded, 'thumb')).toEqual({ src: '/media/art/product/doodh.svg' });
  });

  it('prefers images over pictures when a product has both lists', () => {
    expect(srcOf({ images: [uploaded], pictures: [seeded] }, 'card')).toEqual([
      '/media/uploads/products/p1-card.jpg',
    ]);
  });

  it('names the WebP copy of the size, and offers card and full by width on the product page', () => {
    expect(pictureCopies(withWebp, 'thumb')).toEqual({
      src: '/media/uploads/products/p1-thumb.jpg',
      width: 160,
      webpSrcSet: '/media/uploads/products/p1-thumb.webp',
    });
    expect(pictureCopies(withWebp, 'full')).toEqual({
      src: '/media/uploads/products/p1-full.jpg',
      width: 1200,
      srcSet: '/media/uploads/products/p1-card.jpg 480w, /media/uploads/products/p1-full.jpg 1200w',
      webpSrcSet:
        '/media/uploads/products/p1-card.webp 480w, /media/uploads/products/p1-full.webp 1200w',
    });
  });

  it('offers no WebP for a picture from before the copies had one', () => {
    expect(pictureCopies(uploaded, 'card').webpSrcSet).toBeUndefined();
    expect(pictureCopies(uploaded, 'full').webpSrcSet).toBeUndefined();
  });
});
