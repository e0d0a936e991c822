/** Flattens a locale into `a.b.c` → text pairs (arrays by index), for comparing languages. */
export function flattenLocale(value: unknown, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  if (typeof value === 'string') {
    flat.set(prefix, value);
    return flat;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const entry of flattenLocale(child, prefix ? `${prefix}.${key}` : key)) {
        flat.set(...entry);
      }
    }
  }
  return flat;
}

const sorted = (items: Iterable<string>) => [...new Set(items)].sort();

/** `{{name}}` interpolations, including formats like `{{count, number}}`. */
export function placeholdersOf(text: string): string[] {
  return sorted([...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => match[1] ?? ''));
}

/** The `<0>`, `<strong>`, `</1>`… tags a Trans component fills in. */
export function tagsOf(text: string): string[] {
  return sorted([...text.matchAll(/<\/?[a-zA-Z0-9]+\s*\/?>/g)].map((match) => match[0]));
}
