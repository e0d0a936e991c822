import {
  voucherTermsIssues,
  type MerchantVoucher,
  type MerchantVoucherCreateBody,
  type MerchantVoucherPatchBody,
} from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import { validationFailed } from '../../../http/app-error.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import { isUniqueViolation } from '../../auth/unique-violation.js';
import { requireStoreAccess } from '../access/store-access.js';
import { toMerchantVoucherJson } from './merchant-voucher-json.js';
import {
  createVoucherColumns,
  definedOf,
  patchVoucherColumns,
  storedTerms,
} from './voucher-columns.js';
import { voucherCodeTaken, voucherInUse, voucherNotFound } from './voucher-errors.js';
import {
  findStoreVoucher,
  insertStoreVoucher,
  listStoreVouchers,
  lockStoreVoucher,
  updateStoreVoucher,
  type StoreVoucherRow,
} from './store-vouchers.repository.js';

type Actor = Pick<UserRow, 'id'>;

/** The unique upper(code) index is the judge: a pre-check alone would lose a race. */
async function mappingCodeTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw voucherCodeTaken();
    throw error;
  }
}

/** GET merchant/stores/{storeId}/vouchers (owner, manager): the store's, newest first. */
export async function listVouchersOfStore(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  now: Date,
): Promise<MerchantVoucher[]> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'managePromotions');
  const rows = await listStoreVouchers(db, companyId);
  return rows.map((row) => toMerchantVoucherJson(row, now));
}

/**
 * POST merchant/stores/{storeId}/vouchers (owner, manager): a voucher of this store only, paid
 * for by the store. Shoppers are offered it and checkout takes it like any other voucher.
 */
export async function addStoreVoucher(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  body: MerchantVoucherCreateBody,
  now: Date,
): Promise<MerchantVoucher> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'managePromotions');
  const voucher = await mappingCodeTaken(() =>
    insertStoreVoucher(db, companyId, createVoucherColumns(body, now)),
  );
  return toMerchantVoucherJson({ voucher, uses: 0 }, now);
}

/** A used voucher keeps its code and kind: orders were placed under them. */
function assertChangeAllowed(body: MerchantVoucherPatchBody, current: StoreVoucherRow): void {
  const newCode = body.code !== undefined && body.code !== current.code.toUpperCase();
  const currentKind = current.discountType === 'percent' ? 'percent' : 'fixed';
  const newKind = body.kind !== undefined && body.kind !== currentKind;
  if (newCode || newKind) throw voucherInUse();
}

/** The rules between fields, on the stored voucher with the patch applied. */
function assertTermsAfterPatch(body: MerchantVoucherPatchBody, current: StoreVoucherRow): void {
  const issues = voucherTermsIssues({ ...storedTerms(current), ...definedOf(body) });
  const [first] = issues;
  if (!first) return;
  const fields = Object.fromEntries(issues.map((issue) => [issue.field, issue.message]));
  throw validationFailed(fields, first.message);
}

/**
 * PATCH merchant/stores/{storeId}/vouchers/{voucherId} (owner, manager). The voucher row is
 * locked like placement locks it, so a use cannot slip in between the check and the edit.
 */
export async function editStoreVoucher(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  voucherId: number,
  body: MerchantVoucherPatchBody,
  now: Date,
): Promise<MerchantVoucher> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'managePromotions');
  await mappingCodeTaken(() =>
    db.transaction(async (tx) => {
      const current = await lockStoreVoucher(tx, companyId, voucherId);
      if (!current) throw voucherNotFound();
      if (current.uses > 0) assertChangeAllowed(body, current.voucher);
      assertTermsAfterPatch(body, current.voucher);
      await updateStoreVoucher(tx, voucherId, patchVoucherColumns(body, current.voucher, now));
    }),
  );
  const edited = await findStoreVoucher(db, companyId, voucherId);
  if (!edited) throw voucherNotFound();
  return toMerchantVoucherJson(edited, now);
}
