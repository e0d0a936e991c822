/**
 * Writing a products CSV: one product's cells, guarded against formulas (csv-write.ts writes
 * the lines).
 */
import { guardCsvCell } from './csv-write.js';
import { PRODUCT_CSV_LIST_SEPARATOR } from './product-csv.js';

/** A product as the export reads it, names of its category and sub-category included. */
export interface ProductCsvSource {
  query_id: string;
  name: string;
  category: string;
  sub_category: string | null;
  brand: string | null;
  description: string | null;
  /** Rupees. */
  cost: number;
  quantity: number;
  unlimited: boolean;
  is_active: boolean;
  colors: readonly string[];
  sizes: readonly string[];
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The product's cells in PRODUCT_CSV_COLUMNS order, guarded against formulas. */
export function productCsvCells(product: ProductCsvSource): string[] {
  return [
    product.query_id,
    product.name,
    product.category,
    product.sub_category ?? '',
    product.brand ?? '',
    product.description ?? '',
    product.cost.toFixed(2),
    String(product.quantity),
    yesNo(product.unlimited),
    yesNo(product.is_active),
    product.colors.join(PRODUCT_CSV_LIST_SEPARATOR),
    product.sizes.join(PRODUCT_CSV_LIST_SEPARATOR),
  ].map(guardCsvCell);
}
