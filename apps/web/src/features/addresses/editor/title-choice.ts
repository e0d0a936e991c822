/** The quick titles offered as chips; "other" leaves the shopper to type a name. */
export const TITLE_CHOICES = ['home', 'work', 'other'] as const;
export type TitleChoice = (typeof TITLE_CHOICES)[number];

/** The title a chip writes into the field. */
export const TITLE_FOR_CHOICE: Readonly<Record<TitleChoice, string>> = {
  home: 'Home',
  work: 'Work',
  other: '',
};

/** Which chip a title selects: Home and Work by name (any case), any other text is Other. */
export function choiceForTitle(title: string): TitleChoice | null {
  const normalized = title.trim().toLowerCase();
  if (normalized === '') return null;
  if (normalized === 'home' || normalized === 'work') return normalized;
  return 'other';
}
