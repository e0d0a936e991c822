import fc from 'fast-check';

/** NUL: PostgreSQL refuses it in text, so it must be refused before it reaches a query. */
export const NUL = '\u0000';
export const LONE_HIGH_SURROGATE = '\ud800';
export const LONE_LOW_SURROGATE = '\udfff';

/**
 * Text that breaks careless code: SQL and LIKE metacharacters, markup, control and
 * direction marks, joiners, combining marks, emoji, Urdu, and characters that cannot be
 * stored as UTF-8 at all.
 */
export const HOSTILE_TEXTS: readonly string[] = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '" OR ""="',
  '%',
  '_',
  '%_%',
  '\\',
  '\\\\',
  "\\'",
  '$1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '../../etc/passwd',
  `a${NUL}b`,
  NUL,
  LONE_HIGH_SURROGATE,
  `x${LONE_LOW_SURROGATE}y`,
  '\u202eevil\u202c',
  '\u200f\u200e',
  '👩‍👩‍👧‍👦',
  '\u200d\u200c\ufeff',
  'é',
  'Z̷̛̙a̸͎l̶̰g̵̫o̴͔',
  '🇵🇰🍛',
  'کراچی بریانی ہاؤس',
  'گلشن اقبال، بلاک ۱۳',
  '\r\n\t\u000b\u000c',
  '\u0085\u2028\u2029',
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  '0',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
];

/** A 10,000-character string of Urdu letters, emoji or plain letters. */
const longText = fc
  .constantFrom('ب', '🍛', 'a', 'ۓ\u0652')
  .map((unit) => unit.repeat(Math.ceil(10_000 / unit.length)));

/** Any text, weighted towards the hostile cases. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...HOSTILE_TEXTS), fc.string())
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: longText },
);

function isLoneSurrogate(unit: string): boolean {
  const code = unit.charCodeAt(0);
  return unit.length === 1 && code >= 0xd800 && code <= 0xdfff;
}

/** The three bytes a lone surrogate would take in UTF-8 if it were allowed (WTF-8), escaped. */
function escapedLoneSurrogate(unit: string): string {
  const code = unit.charCodeAt(0);
  const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
  return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
}

/** `encodeURIComponent`, except that a lone surrogate goes out as the invalid bytes it would be. */
export function encodeUrlText(text: string): string {
  // Iterating a string goes by code point: a lone surrogate comes alone.
  return Array.from(text, (unit) =>
    isLoneSurrogate(unit) ? escapedLoneSurrogate(unit) : encodeURIComponent(unit),
  ).join('');
}

/** Text PostgreSQL can store as it came: well-formed Unicode (no lone surrogate), without NUL. */
export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !Array.from(text).some(isLoneSurrogate);
}
