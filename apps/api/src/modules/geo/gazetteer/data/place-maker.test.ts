import { describe, expect, it } from 'vitest';
import { gazetteerId, placeMaker } from './place-maker.js';

describe('gazetteerId', () => {
  it('joins the city prefix and the kebab-cased name', () => {
    expect(gazetteerId('Karachi', 'Clifton Block 5')).toBe('khi-clifton-block-5');
    expect(gazetteerId('Lahore', 'M.M. Alam Road')).toBe('lhr-m-m-alam-road');
    expect(gazetteerId('Islamabad', 'F-7')).toBe('isb-f-7');
    expect(gazetteerId('Rawalpindi', ' Raja Bazar! ')).toBe('rwp-raja-bazar');
  });
});

describe('placeMaker', () => {
  const { area, market, road } = placeMaker('Karachi');

  it('builds an area without an area field and leaves out empty aliases', () => {
    expect(area('Saddar', [24.8585, 67.0285])).toEqual({
      id: 'khi-saddar',
      name: 'Saddar',
      kind: 'area',
      city: 'Karachi',
      lat: 24.8585,
      long: 67.0285,
    });
    expect(area('Saddar', [24.8585, 67.0285], [])).not.toHaveProperty('aliases');
  });

  it('builds a market in its area with its aliases', () => {
    expect(market('Zamzama', 'DHA Phase 5', [24.817, 67.0405], ['Zamzama Commercial'])).toEqual({
      id: 'khi-zamzama',
      name: 'Zamzama',
      kind: 'market',
      area: 'DHA Phase 5',
      city: 'Karachi',
      lat: 24.817,
      long: 67.0405,
      aliases: ['Zamzama Commercial'],
    });
  });

  it('builds a road from its points', () => {
    const points = [
      [24.865, 67.0545],
      [24.869, 67.0575],
    ] as const;
    expect(road('Tariq Road', points)).toEqual({
      id: 'khi-tariq-road',
      name: 'Tariq Road',
      kind: 'road',
      city: 'Karachi',
      points,
    });
  });
});
