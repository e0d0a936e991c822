import { MERCHANT_MESSAGES, PRODUCT_CSV_FIELD, type ProductImport } from '@sauda/domain';
import { badRequest, validationFailed, type AppError } from '../../../../http/app-error.js';

/** A file refused as a whole: the message under the form's file field. */
function fileRefused(message: string): AppError {
  return validationFailed({ [PRODUCT_CSV_FIELD]: message }, message);
}

export const csvFileRequired = () => fileRefused(MERCHANT_MESSAGES.csvFileRequired);
export const csvHeaderNotValid = () => fileRefused(MERCHANT_MESSAGES.csvHeaderNotValid);
export const csvNoProducts = () => fileRefused(MERCHANT_MESSAGES.csvNoProducts);
export const csvTooManyRows = () => fileRefused(MERCHANT_MESSAGES.csvTooManyRows);

/** An apply with refused rows writes nothing; the answer carries the same preview a dry run does. */
export function importFailed(summary: ProductImport): AppError {
  return badRequest('import_failed', MERCHANT_MESSAGES.csvImportFailed, { import: summary });
}
