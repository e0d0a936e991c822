import type { FieldPath } from 'react-hook-form';
import type { SettingsFormInput } from './settings-form-schema';

/**
 * The server's `fields` are named by their place in the body (`working_hours.3.start_time`,
 * `holidays`, `delivery_fee`), which is where the form keeps them too.
 */
const FORM_FIELD =
  /^(working_hours(\.\d+(\.(day_of_week|start_time|end_time))?)?|holidays(\.\d+(\.(date|note))?)?|override_delivery_fee|delivery_fee|minimum_order|service_area_radius|preparation_minutes)$/;

export interface SortedFieldErrors {
  /** Messages to show under their own fields. */
  onFields: Array<[FieldPath<SettingsFormInput>, string]>;
  /** Messages about anything the form does not show (e.g. `paused_until`). */
  elsewhere: string[];
}

export function sortServerFieldErrors(
  fields: Readonly<Record<string, string>> | undefined,
): SortedFieldErrors {
  const sorted: SortedFieldErrors = { onFields: [], elsewhere: [] };
  for (const [name, message] of Object.entries(fields ?? {})) {
    if (FORM_FIELD.test(name))
      sorted.onFields.push([name as FieldPath<SettingsFormInput>, message]);
    else sorted.elsewhere.push(message);
  }
  return sorted;
}
