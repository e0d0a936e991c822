const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * The fields in the API's snake_case and again in camelCase, as a client built on the web's
 * own objects (isGuest, userId) would spell them.
 */
export function inBothSpellings(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, value]) => {
      const twin = camelCase(name);
      return twin === name
        ? [[name, value]]
        : [
            [name, value],
            [twin, value],
          ];
    }),
  );
}

/** The same fields as multipart text parts: every value written as a string. */
export function asFormFields(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inBothSpellings(fields)).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}
