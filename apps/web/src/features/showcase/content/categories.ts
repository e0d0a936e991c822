import type { PictogramKind } from '../art/pictogram';

export type CategoryKey =
  | 'fruits'
  | 'dairy'
  | 'bakery'
  | 'sweets'
  | 'chai'
  | 'readyMeals'
  | 'bbq'
  | 'fastFood'
  | 'pharmacy'
  | 'pantry';

/** Placeholder aisles of the showcase store. */
export const SHOWCASE_CATEGORIES: ReadonlyArray<{
  key: CategoryKey;
  pictogram: PictogramKind;
  tint: string;
}> = [
  { key: 'fruits', pictogram: 'mango', tint: '#FFF4DB' },
  { key: 'dairy', pictogram: 'milk', tint: '#E6F0FA' },
  { key: 'bakery', pictogram: 'bread', tint: '#FBF0E0' },
  { key: 'sweets', pictogram: 'mithai', tint: '#FFF1C2' },
  { key: 'chai', pictogram: 'chai', tint: '#E3F1EC' },
  { key: 'readyMeals', pictogram: 'biryani', tint: '#FDEBD3' },
  { key: 'bbq', pictogram: 'kabab', tint: '#FBE7DF' },
  { key: 'fastFood', pictogram: 'burger', tint: '#FBF0E0' },
  { key: 'pharmacy', pictogram: 'medicine', tint: '#FDECEC' },
  { key: 'pantry', pictogram: 'basket', tint: '#E3F1EC' },
];
