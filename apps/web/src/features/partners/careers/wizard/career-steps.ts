/** The wizard's steps in order, each with the fields it asks for (Review asks for none). */
export const CAREER_STEPS = [
  { key: 'about', fields: ['full_name', 'email', 'mobile_number'] },
  { key: 'role', fields: ['role', 'experience_years', 'linkedin_url'] },
  { key: 'cv', fields: ['cv', 'cover_letter'] },
  { key: 'review', fields: [] },
] as const;

export type CareerStep = (typeof CAREER_STEPS)[number];
export type CareerField = CareerStep['fields'][number];

export const REVIEW_STEP = CAREER_STEPS.length - 1;

/** The first step that asks for one of `fields`, or -1. */
export function firstStepWith(fields: readonly string[]): number {
  return CAREER_STEPS.findIndex((step) =>
    step.fields.some((field: string) => fields.includes(field)),
  );
}
