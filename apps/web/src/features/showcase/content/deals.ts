import type { Paisa } from '@sauda/domain';
import type { PictogramKind } from '../art/pictogram';

export type DealKey = 'mangoes' | 'biryani' | 'chai' | 'milk' | 'bread' | 'mithai';

export interface Deal {
  key: DealKey;
  pictogram: PictogramKind;
  tint: string;
  pricePaisa: Paisa;
  oldPricePaisa: Paisa;
}

/** Placeholder quick deals in PKR (integer paisa), as a Karachi grocery app would run them. */
export const SHOWCASE_DEALS: readonly Deal[] = [
  {
    key: 'mangoes',
    pictogram: 'mango',
    tint: '#FFF4DB',
    pricePaisa: 179_900,
    oldPricePaisa: 240_000,
  },
  {
    key: 'biryani',
    pictogram: 'biryani',
    tint: '#FDEBD3',
    pricePaisa: 109_900,
    oldPricePaisa: 145_000,
  },
  { key: 'chai', pictogram: 'chai', tint: '#E3F1EC', pricePaisa: 49_900, oldPricePaisa: 65_000 },
  { key: 'milk', pictogram: 'milk', tint: '#E6F0FA', pricePaisa: 114_000, oldPricePaisa: 132_000 },
  { key: 'bread', pictogram: 'bread', tint: '#FBF0E0', pricePaisa: 36_000, oldPricePaisa: 48_000 },
  {
    key: 'mithai',
    pictogram: 'mithai',
    tint: '#FFF1C2',
    pricePaisa: 135_000,
    oldPricePaisa: 180_000,
  },
];

/** Whole percent saved, rounded down so a deal never promises more than it gives. */
export function dealPercentOff(deal: Pick<Deal, 'pricePaisa' | 'oldPricePaisa'>): number {
  if (deal.oldPricePaisa <= 0 || deal.pricePaisa >= deal.oldPricePaisa) return 0;
  return Math.floor(((deal.oldPricePaisa - deal.pricePaisa) * 100) / deal.oldPricePaisa);
}
