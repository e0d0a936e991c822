/**
 * One data row of a products CSV read into the body a new product is created from (the same
 * schema as POST …/products, so a cell breaks exactly the rules the form does). Categories are
 * named in the file and looked up in the store's own, any case.
 */
import {
  merchantProductCreateBodySchema,
  type MerchantProductCreateBody,
} from './merchant-products.schemas.js';
import { MERCHANT_MESSAGES } from './merchant.messages.js';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_LIST_SEPARATOR,
  type ProductCsvColumn,
} from './product-csv.js';
import { unguardCsvCell } from './csv-write.js';

/** A store's category for the lookup: its sub-categories by lower-case name. */
export interface ProductCsvCategory {
  id: number;
  subCategories: ReadonlyMap<string, number>;
}
/** The store's categories by lower-case name. */
export type ProductCsvCategories = ReadonlyMap<string, ProductCsvCategory>;

export interface ProductCsvCellError {
  field: ProductCsvColumn | null;
  message: string;
}

export type ProductCsvRow =
  | { ok: true; queryId: string | null; body: MerchantProductCreateBody }
  | { ok: false; errors: ProductCsvCellError[] };

/** The body's field each column fills, for naming a refused field by its column. */
const COLUMN_OF_FIELD: Record<string, ProductCsvColumn> = {
  name: 'name',
  category_id: 'category',
  sub_category_id: 'sub_category',
  brand: 'brand',
  description: 'description',
  cost: 'price',
  quantity: 'quantity',
  unlimited: 'unlimited',
  is_active: 'active',
  colors: 'colors',
  sizes: 'sizes',
};

const YES = new Set(['yes', 'true', '1']);
const NO = new Set(['no', 'false', '0']);

/** yes/no (true/false, 1/0 too); blank is the default; anything else is undefined. */
function yesNo(cell: string, blank: boolean): boolean | undefined {
  const word = cell.trim().toLowerCase();
  if (word === '') return blank;
  if (YES.has(word)) return true;
  return NO.has(word) ? false : undefined;
}

/** A plain decimal number; anything else (words, "1e3", "Rs 5") is NaN so the schema refuses it. */
function decimal(cell: string, blank: number | undefined): number | undefined {
  const text = cell.trim();
  if (text === '') return blank;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

const list = (cell: string) =>
  cell
    .split(PRODUCT_CSV_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');

type Placement = { categoryId?: number; subCategoryId: number | null };

function placementOf(
  category: string,
  subCategory: string,
  categories: ProductCsvCategories,
  errors: ProductCsvCellError[],
): Placement {
  const name = category.trim().toLowerCase();
  if (name === '') {
    errors.push({ field: 'category', message: MERCHANT_MESSAGES.productCategoryRequired });
    return { subCategoryId: null };
  }
  const found = categories.get(name);
  if (!found) {
    errors.push({ field: 'category', message: MERCHANT_MESSAGES.productCategoryNotFound });
    return { subCategoryId: null };
  }
  const subName = subCategory.trim().toLowerCase();
  if (subName === '') return { categoryId: found.id, subCategoryId: null };
  const subCategoryId = found.subCategories.get(subName);
  if (subCategoryId === undefined) {
    errors.push({ field: 'sub_category', message: MERCHANT_MESSAGES.csvSubCategoryNotFound });
  }
  return { categoryId: found.id, subCategoryId: subCategoryId ?? null };
}

const columnIndex = (field: ProductCsvColumn | null) =>
  field === null ? -1 : PRODUCT_CSV_COLUMNS.indexOf(field);
const inColumnOrder = (errors: ProductCsvCellError[]) =>
  errors.sort((a, b) => columnIndex(a.field) - columnIndex(b.field));

/**
 * A data row's cells (in PRODUCT_CSV_COLUMNS order) as a product body, or every refused
 * cell, one message per column. A blank query_id is a new product.
 */
export function readProductCsvRow(
  rawCells: readonly string[],
  categories: ProductCsvCategories,
): ProductCsvRow {
  if (rawCells.length !== PRODUCT_CSV_COLUMNS.length) {
    return { ok: false, errors: [{ field: null, message: MERCHANT_MESSAGES.csvRowNotReadable }] };
  }
  const cells = Object.fromEntries(
    PRODUCT_CSV_COLUMNS.map((column, index) => [column, unguardCsvCell(rawCells[index] ?? '')]),
  ) as Record<ProductCsvColumn, string>;
  const errors: ProductCsvCellError[] = [];
  const placement = placementOf(cells.category, cells.sub_category, categories, errors);
  const unlimited = yesNo(cells.unlimited, false);
  const isActive = yesNo(cells.active, true);
  if (unlimited === undefined)
    errors.push({ field: 'unlimited', message: MERCHANT_MESSAGES.csvYesNo });
  if (isActive === undefined) errors.push({ field: 'active', message: MERCHANT_MESSAGES.csvYesNo });

  const parsed = merchantProductCreateBodySchema.safeParse({
    name: cells.name,
    category_id: placement.categoryId ?? 1,
    sub_category_id: placement.subCategoryId,
    brand: cells.brand,
    description: cells.description,
    cost: decimal(cells.price, undefined),
    quantity: decimal(cells.quantity, 0),
    unlimited: unlimited ?? false,
    is_active: isActive ?? true,
    colors: list(cells.colors),
    sizes: list(cells.sizes),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = COLUMN_OF_FIELD[String(issue.path[0])] ?? null;
      if (!errors.some((error) => error.field === field)) {
        errors.push({ field, message: issue.message });
      }
    }
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors: inColumnOrder(errors) };
  const queryId = cells.query_id.trim();
  return { ok: true, queryId: queryId === '' ? null : queryId, body: parsed.data };
}
