import {
  MERCHANT_MESSAGES,
  fromPaisa,
  merchantProductPatchBodySchema,
  parseMoneyInput,
} from '@sauda/domain';

/** A typed value the contract accepts, or the domain's words for what is wrong with it. */
export type InlineInput = { ok: true; value: number } | { ok: false; problem: string };

/** Checks one field with the PATCH body's own schema, so the web and the API say the same. */
function checked(field: 'quantity' | 'cost', value: number, fallback: string): InlineInput {
  const parsed = merchantProductPatchBodySchema.safeParse({ [field]: value });
  if (parsed.success) return { ok: true, value };
  return { ok: false, problem: parsed.error.issues[0]?.message ?? fallback };
}

/** A stock count as typed: a whole number from 0. */
export function readQuantity(text: string): InlineInput {
  const trimmed = text.trim();
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return checked('quantity', value, MERCHANT_MESSAGES.productQuantityNotValid);
}

/** A price as a person types it ("1,250", "Rs 99.5"), in rupees. */
export function readPrice(text: string): InlineInput {
  const paisa = parseMoneyInput(text);
  if (paisa === null) return { ok: false, problem: MERCHANT_MESSAGES.productCostNotValid };
  return checked('cost', fromPaisa(paisa), MERCHANT_MESSAGES.productCostNotValid);
}
