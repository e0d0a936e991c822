import type { OperatorStore } from '@sauda/domain';
import type { OperatorStoreRow, StoreOwnerRow } from './operator-stores.repository.js';

/** Basis points as the percent the operator types: 1000 → 10, 1250 → 12.5. */
export function bpsToPercent(bps: number): number {
  return bps / 100;
}

/** The percent the operator typed (at most 2 decimals) in basis points. */
export function percentToBps(percent: number): number {
  return Math.round(percent * 100);
}

export function toOperatorStoreJson(
  row: OperatorStoreRow,
  owners: readonly StoreOwnerRow[],
): OperatorStore {
  return {
    query_id: row.queryId,
    name: row.name,
    industry: row.industry,
    city: row.city,
    is_published: row.isActive,
    commission_rate: bpsToPercent(row.commissionRateBps),
    products_count: row.productsCount,
    owners: owners
      .filter((owner) => owner.companyId === row.id)
      .map((owner) => ({
        full_name: owner.fullName,
        mobile_number: owner.mobileNumber,
        status: owner.status,
      })),
    created_at: row.createdAt.toISOString(),
  };
}
