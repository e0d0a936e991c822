import { MERCHANT_MESSAGES, storeSettingsBodySchema } from '@sauda/domain';
import type { z } from 'zod';

const HOLIDAYS = storeSettingsBodySchema.shape.holidays.unwrap();

/** Each holiday date once, as the server also demands; checked apart from the other fields. */
const holidaysOncePerDate = HOLIDAYS.superRefine((holidays, context) => {
  const seen = new Set<string>();
  holidays.forEach((holiday, index) => {
    if (seen.has(holiday.date)) {
      context.addIssue({
        code: 'custom',
        path: [index, 'date'],
        message: MERCHANT_MESSAGES.duplicateHoliday,
      });
    }
    seen.add(holiday.date);
  });
});

/** The settings form: the domain's PATCH body with every setting present (the pause has its own control). */
export const storeSettingsFormSchema = storeSettingsBodySchema
  .omit({ paused_until: true })
  .required()
  .extend({ holidays: holidaysOncePerDate });

export type SettingsFormInput = z.input<typeof storeSettingsFormSchema>;
export type SettingsFormValues = z.output<typeof storeSettingsFormSchema>;

/** A number field left empty (NaN) reads the same message as one out of its range. */
const RANGE_MESSAGES: Readonly<Record<string, string>> = {
  delivery_fee: MERCHANT_MESSAGES.feeRange,
  minimum_order: MERCHANT_MESSAGES.minimumOrderRange,
  service_area_radius: MERCHANT_MESSAGES.radiusRange,
  preparation_minutes: MERCHANT_MESSAGES.prepMinutesRange,
};

/** The resolver's error map for what the domain schema leaves to zod's own words. */
export function settingsFormError(issue: {
  code?: string;
  path?: readonly PropertyKey[];
}): string | undefined {
  const field = issue.path?.[0];
  if (issue.code !== 'invalid_type' || typeof field !== 'string') return undefined;
  return RANGE_MESSAGES[field];
}
