import {
  PRODUCT_CSV_FIELD,
  productImportResponseSchema,
  productImportSchema,
  type ProductImport,
} from '@sauda/domain';
import { isRequestError } from '../../../../../api/request-error';
import { uploadWithProgress } from './upload-with-progress';

export interface ImportProductsCsvOptions {
  /** Only check the file: nothing is written. */
  dryRun: boolean;
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/** What the server said of a file: what it did (or would do), and whether it was written. */
export interface ProductImportOutcome {
  result: ProductImport;
  applied: boolean;
}

/**
 * POST merchant/stores/{storeId}/products/import, the file in `file`. A file the server
 * refused row by row (400 import_failed) comes back as its preview, not as an error, so the
 * dialog shows the rows; any other refusal rejects.
 */
export async function importProductsCsv(
  storeId: string,
  file: File,
  { dryRun, onProgress, signal }: ImportProductsCsvOptions,
): Promise<ProductImportOutcome> {
  const form = new FormData();
  form.append(PRODUCT_CSV_FIELD, file, file.name);
  try {
    const data = await uploadWithProgress({
      url: `merchant/stores/${encodeURIComponent(storeId)}/products/import`,
      query: dryRun ? { dry_run: 'true' } : undefined,
      form,
      action: dryRun ? 'CHECK_PRODUCTS_CSV' : 'IMPORT_PRODUCTS_CSV',
      onProgress,
      signal,
    });
    return { result: productImportResponseSchema.parse(data).import, applied: !dryRun };
  } catch (error) {
    const preview = rowRefusals(error);
    if (preview) return { result: preview, applied: false };
    throw error;
  }
}

function rowRefusals(error: unknown): ProductImport | null {
  if (!isRequestError(error) || error.code !== 'import_failed') return null;
  const body = error.data as { error?: { import?: unknown } } | null;
  const parsed = productImportSchema.safeParse(body?.error?.import);
  return parsed.success ? parsed.data : null;
}
