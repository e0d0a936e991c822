import { describe, expect, it } from 'vitest';
import { productPictures } from './product-pricing';

const uploaded = {
  image_original_url: '/media/uploads/products/p1-full.jpg',
  image_thumb_url: '/media/uploads/products/p1-thumb.jpg',
  image_card_url: '/media/uploads/products/p1-card.jpg',
};
const seeded = { image_original_url: '/media/art/product/doodh.svg' };

describe('productPictures', () => {
  it('gives lists the 480 px copy and the product page the full picture', () => {
    const product = { images: [], pictures: [uploaded] };
    expect(productPictures(product, 'card')).toEqual(['/media/uploads/products/p1-card.jpg']);
    expect(productPictures(product)).toEqual(['/media/uploads/products/p1-full.jpg']);
  });

  it('falls back to the original for pictures without copies', () => {
    expect(productPictures({ images: [], pictures: [seeded, uploaded] }, 'card')).toEqual([
      '/media/art/product/doodh.svg',
      '/media/uploads/products/p1-card.jpg',
    ]);
  });

  it('prefers images over pictures when a product has both lists', () => {
    expect(productPictures({ images: [uploaded], pictures: [seeded] }, 'card')).toEqual([
      '/media/uploads/products/p1-card.jpg',
    ]);
  });
});
