import { MESSAGES } from '@sauda/domain';
import { isRequestError } from '../../../api/request-error';

/** The details form's fields that can carry a message of their own. */
export const DETAIL_FIELDS = [
  'name',
  'room',
  'street',
  'district',
  'building',
  'landmark',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

export interface SaveFailure {
  /** Messages for the form's fields. */
  fields: Partial<Record<DetailField, string>>;
  /** What shows in red under the save button (SPEC §7); null when the fields say it all. */
  message: string | null;
}

function isDetailField(name: string): name is DetailField {
  return (DETAIL_FIELDS as readonly string[]).includes(name);
}

/** The API names a field by its path in the body: `address.street` is the form's `street`. */
function formFieldName(apiField: string): string {
  return apiField.replace(/^address\./, '');
}

/**
 * A failed save, split into messages for the fields the API named and one message under the
 * action for everything else (the pin outside Pakistan, a lost address, a server failure).
 */
export function saveFailure(error: unknown): SaveFailure {
  if (!isRequestError(error)) return { fields: {}, message: MESSAGES.somethingWentWrong };
  const fields: SaveFailure['fields'] = {};
  const others: string[] = [];
  for (const [apiField, text] of Object.entries(error.fields ?? {})) {
    const name = formFieldName(apiField);
    if (isDetailField(name)) fields[name] ??= text;
    else if (!others.includes(text)) others.push(text);
  }
  if (others.length > 0) return { fields, message: others.join(' ') };
  const shownOnField = Object.values(fields).includes(error.message);
  return { fields, message: shownOnField ? null : error.message };
}
