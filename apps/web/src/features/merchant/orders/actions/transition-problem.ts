import {
  MERCHANT_MESSAGES,
  ORDER_ERROR_CODES,
  merchantTransitionBodySchema,
  type MerchantTransitionBody,
} from '@sauda/domain';
import { isRequestError } from '../../../../api/request-error';
import {
  errorMessage,
  serverFieldMessages,
  type ShownMessage,
} from '../../../../api/server-message';

export type TransitionField = 'prep_minutes' | 'handover_code' | 'reason';

const FIELDS: readonly TransitionField[] = ['prep_minutes', 'handover_code', 'reason'];

/**
 * What is wrong and where it shows: under its field, or under the action (field null). The
 * form's own problems are domain texts; the server's refusals come with their key.
 */
export interface TransitionProblem {
  field: TransitionField | null;
  message: string | ShownMessage;
}

const isField = (value: unknown): value is TransitionField =>
  FIELDS.includes(value as TransitionField);

/** The first rule of the contract the body breaks, in the domain's words; null when none. */
export function bodyProblem(body: MerchantTransitionBody): TransitionProblem | null {
  const parsed = merchantTransitionBodySchema.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  if (field === 'prep_minutes') {
    // Not a whole number at all: zod's own words would be technical.
    return { field, message: MERCHANT_MESSAGES.prepMinutesRange };
  }
  return { field: isField(field) ? field : null, message: issue?.message ?? '' };
}

/** Where a refusal of the server shows: under the field it names, else under the action. */
export function refusalProblem(error: unknown): TransitionProblem {
  if (isRequestError(error)) {
    const fields = serverFieldMessages(error);
    const field = FIELDS.find((name) => fields[name]);
    if (field) return { field, message: fields[field] ?? '' };
    if (
      error.code === ORDER_ERROR_CODES.handoverCodeIncorrect ||
      error.code === ORDER_ERROR_CODES.handoverCodeRequired
    ) {
      return { field: 'handover_code', message: errorMessage(error) };
    }
  }
  return { field: null, message: errorMessage(error) };
}

/** A field's message: the form's own problem first, else the server's refusal. */
export function fieldMessage(
  field: TransitionField,
  local: TransitionProblem | null,
  refusal: TransitionProblem | null,
): string | ShownMessage | undefined {
  if (local?.field === field) return local.message;
  if (refusal?.field === field) return refusal.message;
  return undefined;
}
