/** A whole page number of 1 or more from the URL, else null. */
export function pageNumber(text: string | null): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

export const isOneOf = <T extends string>(choices: readonly T[], text: string | null): text is T =>
  text !== null && (choices as readonly string[]).includes(text);

/** `?a=1&b=2` from the set entries, or '' when none is set, so a plain link stays plain. */
export function searchOf(entries: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
