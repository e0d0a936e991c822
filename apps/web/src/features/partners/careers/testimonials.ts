/** Three people of the team; their words live under `partners.careers.testimonials.<id>`. */
export const TESTIMONIALS = [
  { id: 'ayesha', image: '/images/careers/ayesha.svg' },
  { id: 'bilal', image: '/images/careers/bilal.svg' },
  { id: 'sana', image: '/images/careers/sana.svg' },
] as const;
