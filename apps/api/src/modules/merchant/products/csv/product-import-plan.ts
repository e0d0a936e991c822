import {
  MERCHANT_MESSAGES,
  PRODUCT_CSV_ERRORS_MAX,
  readProductCsvRow,
  toPaisa,
  type MerchantProductCreateBody,
  type ProductCsvCategories,
  type ProductCsvCellError,
  type ProductImport,
  type ProductImportError,
} from '@sauda/domain';
import type { ImportedColumns, ImportedProductRow } from './product-csv.repository.js';

const nameKey = (name: string) => name.trim().toLowerCase();

function columnsOf(body: MerchantProductCreateBody, now: Date): ImportedColumns {
  return {
    name: body.name,
    categoryId: body.category_id,
    subCategoryId: body.sub_category_id ?? null,
    brand: body.brand ?? null,
    description: body.description ?? null,
    costPaisa: toPaisa(body.cost),
    quantity: body.quantity,
    unlimited: body.unlimited,
    isActive: body.is_active,
    colors: body.colors,
    sizes: body.sizes,
    updatedAt: now,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Whether the row would change the product (the updated time aside). */
function changes(columns: ImportedColumns, current: ImportedProductRow): boolean {
  return (
    columns.name !== current.name ||
    columns.categoryId !== current.categoryId ||
    columns.subCategoryId !== current.subCategoryId ||
    columns.brand !== current.brand ||
    columns.description !== current.description ||
    columns.costPaisa !== current.costPaisa ||
    columns.quantity !== current.quantity ||
    columns.unlimited !== current.unlimited ||
    columns.isActive !== current.isActive ||
    !sameList(columns.colors, current.colors) ||
    !sameList(columns.sizes, current.sizes)
  );
}

/**
 * An import read row by row, checked against the store as it was when the file arrived: the
 * rows to insert, the products to rewrite, and every refused row. A new row may not repeat a
 * name of the store or of an earlier row (importing a file twice must not double the store);
 * rows of existing products keep the names they have, like PATCH does.
 */
export class ProductImportPlan {
  readonly inserts: ImportedColumns[] = [];
  readonly updates: { id: number; columns: ImportedColumns }[] = [];
  private updatedCount = 0;
  private failed = 0;
  private readonly errors: ProductImportError[] = [];
  private readonly byQueryId: Map<string, ImportedProductRow>;
  private readonly storeNames: Set<string>;
  private readonly namesInFile = new Set<string>();
  private readonly newNamesInFile = new Set<string>();
  private readonly queryIdsInFile = new Set<string>();

  constructor(
    private readonly categories: ProductCsvCategories,
    existing: readonly ImportedProductRow[],
    private readonly now: Date,
  ) {
    this.byQueryId = new Map(existing.map((product) => [product.queryId, product]));
    this.storeNames = new Set(existing.map((product) => nameKey(product.name)));
  }

  /** Reads one data row; `row` is its line as a spreadsheet numbers it. */
  add(cells: readonly string[], row: number): void {
    const read = readProductCsvRow(cells, this.categories);
    if (!read.ok) return this.refuse(row, read.errors);
    const { queryId, body } = read;
    const name = nameKey(body.name);
    const columns = columnsOf(body, this.now);
    if (queryId === null) {
      const nameError = this.namesInFile.has(name)
        ? MERCHANT_MESSAGES.csvNameRepeated
        : this.storeNames.has(name)
          ? MERCHANT_MESSAGES.csvNameInStore
          : null;
      this.namesInFile.add(name);
      if (nameError) return this.refuse(row, [{ field: 'name', message: nameError }]);
      this.newNamesInFile.add(name);
      this.inserts.push(columns);
      return;
    }
    const current = this.byQueryId.get(queryId);
    const repeated = this.queryIdsInFile.has(queryId);
    this.queryIdsInFile.add(queryId);
    const nameRepeated = this.newNamesInFile.has(name);
    this.namesInFile.add(name);
    const errors: ProductCsvCellError[] = [];
    if (!current) errors.push({ field: 'query_id', message: MERCHANT_MESSAGES.csvUnknownProduct });
    if (repeated) errors.push({ field: 'query_id', message: MERCHANT_MESSAGES.csvQueryIdRepeated });
    if (nameRepeated) errors.push({ field: 'name', message: MERCHANT_MESSAGES.csvNameRepeated });
    const promotion = current?.promotionAmountPaisa ?? null;
    if (promotion !== null && promotion > columns.costPaisa) {
      errors.push({ field: 'price', message: MERCHANT_MESSAGES.promotionAboveCost });
    }
    if (errors.length > 0 || !current) return this.refuse(row, errors);
    this.updatedCount += 1;
    if (changes(columns, current)) this.updates.push({ id: current.id, columns });
  }

  private refuse(row: number, errors: ProductCsvCellError[]): void {
    this.failed += 1;
    for (const error of errors) {
      if (this.errors.length < PRODUCT_CSV_ERRORS_MAX) this.errors.push({ row, ...error });
    }
  }

  /** What the import does: `updated` counts every matched row, changed or not. */
  summary(): ProductImport {
    return {
      created: this.inserts.length,
      updated: this.updatedCount,
      failed: this.failed,
      errors: this.errors,
    };
  }
}
