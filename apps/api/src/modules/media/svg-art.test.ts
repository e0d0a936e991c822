import { describe, expect, it } from 'vitest';
import {
  industryArtUrl,
  labelFromSlug,
  productArtUrl,
  slugify,
  storeBannerUrl,
  storeLogoUrl,
} from './art-urls.js';
import { PICTOGRAMS, drawPictogram, pictogramForIndustry } from './pictograms.js';
import {
  escapeXml,
  initialsOf,
  renderIndustryArt,
  renderProductArt,
  renderStoreBanner,
  renderStoreLogo,
} from './svg-art.js';

function viewBoxOf(svg: string): string | undefined {
  return /viewBox="([^"]+)"/.exec(svg)?.[1];
}

describe('svg art', () => {
  it('renders fixed aspect ratios with an accessible title', () => {
    expect(viewBoxOf(renderProductArt('food', 'Chicken Biryani'))).toBe('0 0 400 400');
    expect(viewBoxOf(renderStoreLogo('food', 'Karachi Biryani House'))).toBe('0 0 200 200');
    expect(viewBoxOf(renderStoreBanner('food', 'Karachi Biryani House'))).toBe('0 0 1200 400');
    expect(viewBoxOf(renderIndustryArt('grocery', 'Grocery'))).toBe('0 0 200 200');
    expect(renderProductArt('food', 'Chicken Biryani')).toContain('<title>Chicken Biryani</title>');
  });

  it('is deterministic and picks colours from the name', () => {
    expect(renderProductArt('food', 'Chicken Biryani')).toBe(
      renderProductArt('food', 'Chicken Biryani'),
    );
    const fills = new Set(
      [
        'Aloo Paratha',
        'Beef Nihari',
        'Chicken Karahi',
        'Daal Chawal',
        'Halwa Puri',
        'Seekh Kabab',
      ].map(
        (name) =>
          /<rect width="400" height="400" fill="([^"]+)"/.exec(renderProductArt('food', name))?.[1],
      ),
    );
    expect(fills.size).toBeGreaterThan(1);
  });

  it('escapes text so names cannot inject markup', () => {
    const svg = renderProductArt('food', '<script>alert("x")</script> & Sons');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
    expect(svg).toContain('&#38; Sons');
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&#38;b&#60;c&#62;&#34;d&#39;');
  });

  it('draws initials from words in any script', () => {
    expect(initialsOf('chicken biryani full')).toBe('CB');
    expect(initialsOf('Olpers')).toBe('OL');
    expect(initialsOf('  ')).toBe('');
    expect(initialsOf('سودا بازار')).toBe('سب');
  });

  it('has a pictogram for every kind and falls back to a bag', () => {
    for (const pictogram of PICTOGRAMS)
      expect(drawPictogram(pictogram, 0, 0, 100, '#000', '#fff')).toContain('<');
    expect(pictogramForIndustry('pharmacy')).toBe('pill');
    expect(pictogramForIndustry('unknown-industry')).toBe('bag');
  });

  it('builds slugged URLs the media routes answer', () => {
    expect(slugify('Meat & Seafood')).toBe('meat-seafood');
    expect(slugify('Crème Brûlée (500g)')).toBe('creme-brulee-500g');
    expect(labelFromSlug('chicken-biryani')).toBe('Chicken Biryani');
    expect(industryArtUrl('food')).toBe('/media/art/industry/food.svg');
    expect(productArtUrl('food', 'Chicken Biryani')).toBe(
      '/media/art/product/food/chicken-biryani.svg',
    );
    expect(storeLogoUrl('food', 'Ali Tikka')).toBe('/media/art/store/food/ali-tikka.svg');
    expect(storeBannerUrl('food', 'Ali Tikka')).toBe('/media/art/banner/food/ali-tikka.svg');
  });
});
