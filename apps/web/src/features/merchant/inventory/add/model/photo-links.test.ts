import { describe, expect, it } from 'vitest';
import {
  dropProduct,
  linkPhoto,
  movePhoto,
  placePhotoAt,
  productOfPhoto,
  unlinkedPhotos,
} from './photo-links';

const links = { kurta: ['a', 'b', 'c'], shoes: ['d'] };

describe('photo links', () => {
  it('gives a photo to one product only, last in its order', () => {
    const moved = linkPhoto(links, 'a', 'shoes');
    expect(moved).toEqual({ kurta: ['b', 'c'], shoes: ['d', 'a'] });
    expect(productOfPhoto(moved, 'a')).toBe('shoes');
    expect(linkPhoto(links, 'd', null)).toEqual({ kurta: ['a', 'b', 'c'], shoes: [] });
  });

  it('moves a photo up and down within its product, never past either end', () => {
    expect(movePhoto(links, 'b', -1)).toEqual({ ...links, kurta: ['b', 'a', 'c'] });
    expect(movePhoto(links, 'b', 1)).toEqual({ ...links, kurta: ['a', 'c', 'b'] });
    expect(movePhoto(links, 'a', -1)).toBe(links);
    expect(movePhoto(links, 'c', 1)).toBe(links);
    expect(movePhoto(links, 'x', 1)).toBe(links);
  });

  it('places a dragged photo where another stands, also across products', () => {
    expect(placePhotoAt(links, 'c', 'a')).toEqual({ ...links, kurta: ['c', 'a', 'b'] });
    expect(placePhotoAt(links, 'd', 'b')).toEqual({ kurta: ['a', 'd', 'b', 'c'], shoes: [] });
  });

  it('tells which photos no product shows, also after a product is removed', () => {
    expect(unlinkedPhotos(links, ['a', 'd', 'e'])).toEqual(['e']);
    expect(unlinkedPhotos(dropProduct(links, 'shoes'), ['a', 'd'])).toEqual(['d']);
  });
});
