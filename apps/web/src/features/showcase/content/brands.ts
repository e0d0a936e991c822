import type { BrandLook } from '../art/brand-badge';

export type BrandKey =
  | 'biryaniHouse'
  | 'multanMango'
  | 'chaiKhana'
  | 'doodhWala'
  | 'kababCorner'
  | 'mithaiGhar'
  | 'sehatPharmacy'
  | 'taazaMart';

/** Placeholder brands of the showcase (SPEC §1): names and offers live in the locale file. */
export const SHOWCASE_BRANDS: ReadonlyArray<{ key: BrandKey; look: BrandLook }> = [
  {
    key: 'biryaniHouse',
    look: { monogram: 'KB', pictogram: 'biryani', background: '#FFF4DB', ink: '#8A4B14' },
  },
  {
    key: 'multanMango',
    look: { monogram: 'MM', pictogram: 'mango', background: '#FFF1C2', ink: '#0B6E4F' },
  },
  {
    key: 'chaiKhana',
    look: { monogram: 'CK', pictogram: 'chai', background: '#E3F1EC', ink: '#064D37' },
  },
  {
    key: 'doodhWala',
    look: { monogram: 'DW', pictogram: 'milk', background: '#E6F0FA', ink: '#1F4E79' },
  },
  {
    key: 'kababCorner',
    look: { monogram: 'KC', pictogram: 'kabab', background: '#FBE7DF', ink: '#8A3B12' },
  },
  {
    key: 'mithaiGhar',
    look: { monogram: 'MG', pictogram: 'mithai', background: '#FDEBD3', ink: '#7A4A00' },
  },
  {
    key: 'sehatPharmacy',
    look: { monogram: 'SP', pictogram: 'medicine', background: '#FDECEC', ink: '#9E1F1F' },
  },
  {
    key: 'taazaMart',
    look: { monogram: 'TM', pictogram: 'basket', background: '#E3F1EC', ink: '#0B6E4F' },
  },
];
