import { OPERATOR_MESSAGES, operatorStoreBodySchema } from '@sauda/domain';

export type CommissionInput = { ok: true; rate: number } | { ok: false; message: string };

/**
 * The commission an operator typed ("12.5", "12,5 %") checked by the API's own rule: 0 to 100
 * with at most 2 decimals. The message is the domain's, translated by the caller.
 */
export function readCommission(text: string): CommissionInput {
  const cleaned = text.replace('%', '').replace(',', '.').trim();
  if (!/^\d{1,3}(\.\d+)?$/.test(cleaned)) {
    return { ok: false, message: OPERATOR_MESSAGES.commissionRange };
  }
  const parsed = operatorStoreBodySchema.safeParse({ commission_rate: Number(cleaned) });
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? OPERATOR_MESSAGES.commissionRange,
    };
  }
  return { ok: true, rate: parsed.data.commission_rate ?? Number(cleaned) };
}

/** "12.5" for 12.5, "10" for 10: the rate as the operator would type it. */
export function commissionText(rate: number): string {
  return String(Math.round(rate * 100) / 100);
}
