import type { PictogramKind } from '../art/pictogram';

export type PromoPostKey =
  'biryaniFest' | 'mangoSeason' | 'chaiTime' | 'pharmacyExpress' | 'weekendBazaar' | 'mithaiBox';

export interface PromoPost {
  key: PromoPostKey;
  pictogram: PictogramKind;
  background: string;
}

/** Placeholder posts of the promo feed; the words live in the locale file. */
export const SHOWCASE_PROMO_POSTS: readonly PromoPost[] = [
  { key: 'biryaniFest', pictogram: 'biryani', background: '#FDEBD3' },
  { key: 'mangoSeason', pictogram: 'mango', background: '#FFF4DB' },
  { key: 'chaiTime', pictogram: 'chai', background: '#E3F1EC' },
  { key: 'pharmacyExpress', pictogram: 'medicine', background: '#FDECEC' },
  { key: 'weekendBazaar', pictogram: 'basket', background: '#E3F1EC' },
  { key: 'mithaiBox', pictogram: 'mithai', background: '#FFF1C2' },
];
