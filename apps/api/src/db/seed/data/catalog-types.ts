export interface ItemSeed {
  name: string;
  /** Typical price in rupees of the first variant, when the range alone would mislead. */
  rupees?: number;
}

export interface VariantSeed {
  label: string;
  /** Price multiple of the first variant (1kg vs 500g), when it is not simply "more". */
  factor?: number;
}

export interface SubCategorySeed {
  name: string;
  items: readonly ItemSeed[];
  /** Price range in rupees for items without their own price; later variants sit higher. */
  minRupees: number;
  maxRupees: number;
  /** Appended to each item name (pack sizes, portions, storage…), cheapest first. */
  variants: readonly VariantSeed[];
  sizes: readonly string[];
  colors: readonly string[];
}

export interface CategorySeed {
  name: string;
  subCategories: readonly SubCategorySeed[];
}

export interface IndustryCatalog {
  /** Sentences for product descriptions; `{name}` is replaced by the product name. */
  blurbs: readonly string[];
  categories: readonly CategorySeed[];
}

export const APPAREL_SIZES = ['S', 'M', 'L', 'XL'] as const;
export const KIDS_SIZES = ['2-3Y', '4-5Y', '6-7Y', '8-9Y'] as const;
export const BABY_SIZES = ['0-3M', '3-6M', '6-12M', '12-18M'] as const;
export const MEN_SHOE_SIZES = ['7', '8', '9', '10', '11'] as const;
export const WOMEN_SHOE_SIZES = ['36', '37', '38', '39', '40'] as const;
export const BAT_SIZES = ['Size 5', 'Size 6', 'Short Handle', 'Long Handle'] as const;
export const APPAREL_COLORS = ['Black', 'White', 'Navy Blue', 'Maroon', 'Olive Green', 'Mustard', 'Beige', 'Sky Blue', 'Grey', 'Tea Pink'] as const;
export const SPORT_COLORS = ['Black', 'White', 'Green', 'Royal Blue', 'Red', 'Grey', 'Orange'] as const;
export const DEVICE_COLORS = ['Black', 'Silver', 'Blue', 'Mint Green', 'Gold'] as const;

interface SubOptions {
  /** Variants, pipe-separated, each optionally `label*factor`. */
  v?: string;
  sizes?: readonly string[];
  colors?: readonly string[];
}

function parseItem(text: string): ItemSeed {
  const [name = text, price] = text.split('@');
  return price === undefined ? { name } : { name, rupees: Number(price) };
}

function parseVariant(text: string): VariantSeed {
  const [label = text, factor] = text.split('*');
  return factor === undefined ? { label } : { label, factor: Number(factor) };
}

/**
 * A sub-category from pipe-separated item names (`Name@rupees` pins a typical price) and
 * variants (`500g|1kg*2`): keeps the data files readable.
 */
export function sub(name: string, items: string, minRupees: number, maxRupees: number, options: SubOptions = {}): SubCategorySeed {
  return {
    name,
    items: items.split('|').map(parseItem),
    minRupees,
    maxRupees,
    variants: options.v ? options.v.split('|').map(parseVariant) : [],
    sizes: options.sizes ?? [],
    colors: options.colors ?? [],
  };
}

export function cat(name: string, ...subCategories: SubCategorySeed[]): CategorySeed {
  return { name, subCategories };
}
