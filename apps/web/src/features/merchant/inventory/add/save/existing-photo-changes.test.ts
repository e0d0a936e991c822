import { describe, expect, it } from 'vitest';
import { productImage } from '../testing/serve-product-wizard';
import { existingPhotoSteps, wantedImageOrder } from './existing-photo-changes';

const existing = ['a', 'b'].map((id) => ({ key: `image-${id}`, image: productImage(id) }));
const progress = (uploaded: Record<string, string> = {}) => ({
  productId: 'pr_1',
  uploadedPhotoKeys: Object.keys(uploaded),
  uploadedImageIds: uploaded,
});

describe('wantedImageOrder', () => {
  it('is null when the photos stay as the server stores them, new ones after', () => {
    const order = ['image-a', 'image-b', 'photo-1'];
    expect(wantedImageOrder({ existing, order }, progress({ 'photo-1': 'n1' }))).toBeNull();
  });

  it("names every photo in the merchant's order when it differs", () => {
    const order = ['photo-1', 'image-b', 'image-a'];
    expect(wantedImageOrder({ existing, order }, progress({ 'photo-1': 'n1' }))).toEqual([
      'n1',
      'b',
      'a',
    ]);
  });
});

describe('existingPhotoSteps', () => {
  it('counts each delete and the order, and nothing for a product without photos', () => {
    expect(existingPhotoSteps({ storeId: 's', existing, removed: ['c'], order: [] })).toBe(2);
    expect(existingPhotoSteps({ storeId: 's', existing: [], removed: [], order: [] })).toBe(0);
  });
});
