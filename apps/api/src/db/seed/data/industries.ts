export type TradeType = 'Retail' | 'Wholesale';

export interface IndustrySeed {
  /** Stable id: clients and links keep it across re-seeds. */
  id: number;
  name: string;
  slug: string;
  tradeTypes: readonly TradeType[];
  /** What a store of this industry says about itself (`{area}` and `{city}` are filled in). */
  tagline: string;
}

const RETAIL: readonly TradeType[] = ['Retail'];
const BOTH: readonly TradeType[] = ['Retail', 'Wholesale'];

/** In display order; `position` is the index + 1. */
export const INDUSTRIES: readonly IndustrySeed[] = [
  { id: 1, name: 'Food', slug: 'food', tradeTypes: RETAIL, tagline: 'Freshly cooked desi and fast food, delivered hot across {area}.' },
  { id: 2, name: 'Grocery', slug: 'grocery', tradeTypes: BOTH, tagline: 'Your monthly sauda-sulf and daily essentials in {area}, {city}.' },
  { id: 3, name: 'Pharmacy', slug: 'pharmacy', tradeTypes: BOTH, tagline: 'Genuine medicines and health essentials with a qualified pharmacist in {area}.' },
  { id: 4, name: 'Bakery', slug: 'bakery', tradeTypes: BOTH, tagline: 'Cakes, rusks, naan-khatai and fresh bread baked every morning in {area}.' },
  { id: 5, name: 'Meat & Seafood', slug: 'meat-seafood', tradeTypes: BOTH, tagline: 'Halal fresh meat, poultry and fish, cut to order in {area}.' },
  { id: 6, name: 'Fruits & Vegetables', slug: 'fruits-vegetables', tradeTypes: BOTH, tagline: 'Fresh sabzi and seasonal fruit from the mandi to your door in {area}.' },
  { id: 7, name: 'Electronics', slug: 'electronics', tradeTypes: BOTH, tagline: 'Home appliances, gadgets and accessories with warranty, {area}, {city}.' },
  { id: 8, name: 'Mobiles', slug: 'mobiles', tradeTypes: BOTH, tagline: 'PTA-approved phones, tablets and accessories in {area}.' },
  { id: 9, name: 'Fashion', slug: 'fashion', tradeTypes: RETAIL, tagline: 'Lawn, kurtas, shalwar kameez and footwear for the whole family in {area}.' },
  { id: 10, name: 'Beauty', slug: 'beauty', tradeTypes: RETAIL, tagline: 'Makeup, skincare and fragrances from trusted brands, {area}, {city}.' },
  { id: 11, name: 'Home & Living', slug: 'home-living', tradeTypes: RETAIL, tagline: 'Kitchenware, bedding and decor to make every home feel warm, {area}.' },
  { id: 12, name: 'Pets', slug: 'pets', tradeTypes: RETAIL, tagline: 'Food, toys and care for cats, dogs and birds in {area}.' },
  { id: 13, name: 'Flowers & Gifts', slug: 'flowers-gifts', tradeTypes: RETAIL, tagline: 'Fresh bouquets, gajray and gift hampers for every occasion in {area}.' },
  { id: 14, name: 'Stationery', slug: 'stationery', tradeTypes: BOTH, tagline: 'School, office and art supplies in {area}, {city}.' },
  { id: 15, name: 'Baby Care', slug: 'baby-care', tradeTypes: BOTH, tagline: 'Diapers, formula and gentle care for little ones in {area}.' },
  { id: 16, name: 'Sports', slug: 'sports', tradeTypes: RETAIL, tagline: 'Cricket, football, fitness and outdoor gear in {area}.' },
  { id: 17, name: 'Dairy', slug: 'dairy', tradeTypes: BOTH, tagline: 'Fresh doodh, dahi, makhan and cheese every day in {area}.' },
  { id: 18, name: 'Beverages', slug: 'beverages', tradeTypes: BOTH, tagline: 'Cold drinks, juices, tea and water by the bottle or the carton, {area}.' },
  { id: 19, name: 'Books', slug: 'books', tradeTypes: RETAIL, tagline: 'Urdu and English books, textbooks and children’s stories in {area}.' },
  { id: 20, name: 'Hardware', slug: 'hardware', tradeTypes: BOTH, tagline: 'Tools, electrical, plumbing and paint supplies for {area} homes.' },
  { id: 21, name: 'Toys', slug: 'toys', tradeTypes: RETAIL, tagline: 'Toys, puzzles and games for every age in {area}, {city}.' },
  { id: 22, name: 'Health & Wellness', slug: 'health-wellness', tradeTypes: RETAIL, tagline: 'Vitamins, herbal remedies and fitness nutrition in {area}.' },
];
