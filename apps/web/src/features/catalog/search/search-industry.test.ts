import { PSEUDO_INDUSTRY_ID } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { makeSearchMerchant, makeSearchResponse, pageOf } from '../testing/catalog-fixtures';
import { toSearchIndustry } from './search-industry';

describe('toSearchIndustry', () => {
  it('merges the matching stores into the pseudo-industry -1', () => {
    const response = makeSearchResponse({
      merchants: [
        makeSearchMerchant(),
        makeSearchMerchant({ query_id: 'biryani-centre', name: 'Biryani Centre', industry_id: 2 }),
      ],
      pagination: pageOf(42, 1, 20),
    });
    const industry = toSearchIndustry(response);
    expect(PSEUDO_INDUSTRY_ID).toBe(-1);
    expect(industry.id).toBe(-1);
    expect(industry.total_companies).toBe(42);
    expect(industry.companies).toEqual([
      {
        query_id: 'karachi-biryani-house',
        name: 'Karachi Biryani House',
        banner_url: '/media/art/banner/food/karachi-biryani-house.svg',
        picture: { medium: '/media/art/store/food/karachi-biryani-house.svg' },
      },
      {
        query_id: 'biryani-centre',
        name: 'Biryani Centre',
        banner_url: '/media/art/banner/food/karachi-biryani-house.svg',
        picture: { medium: '/media/art/store/food/karachi-biryani-house.svg' },
      },
    ]);
  });

  it('lists a store once even if the answer repeats it', () => {
    const response = makeSearchResponse({
      merchants: [makeSearchMerchant(), makeSearchMerchant()],
    });
    expect(toSearchIndustry(response).companies).toHaveLength(1);
  });

  it('is empty when nothing matched', () => {
    const response = makeSearchResponse({ merchants: [], products: [], pagination: pageOf(0) });
    expect(toSearchIndustry(response)).toEqual({ id: -1, total_companies: 0, companies: [] });
  });
});
