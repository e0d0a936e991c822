/**
 * The four input filters of the spec (§5): alphanumeric, alphanumeric with spaces, letters with
 * spaces, whole numbers. Each comes twice: `keepX(text)` strips what the filter does not allow
 * (for onChange of a text box), `isX(text)` says whether a whole value is a non-empty run of
 * allowed characters (for validation; a field that may be empty checks emptiness itself).
 *
 * "Letters" are the Latin letters A–Z and a–z only. Urdu letters do not count, also for names:
 * the spec's filter is Latin, names travel to receipts (PDF fonts), SMS and the rider's screen,
 * and a name the merchant cannot read stops a delivery. The Urdu interface translates labels,
 * not the data people type.
 *
 * Digits typed on an Urdu or Arabic keyboard (۰–۹, ٠–٩) are turned into 0–9 by the keep
 * functions, so a shopper can type a phone number or tip in either script.
 */

export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;
export const ALPHANUMERIC_WITH_SPACES_PATTERN = /^[A-Za-z0-9 ]+$/;
export const LETTERS_WITH_SPACES_PATTERN = /^[A-Za-z ]+$/;
export const WHOLE_NUMBER_PATTERN = /^[0-9]+$/;

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** Replaces Arabic-Indic and Extended Arabic-Indic (Urdu) digits with ASCII digits. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero =
      code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

// Tabs, line breaks and non-breaking spaces from a paste become plain spaces.
function toPlainSpaces(text: string): string {
  return text.replace(/\s/g, ' ');
}

export function keepAlphanumeric(text: string): string {
  return toAsciiDigits(text).replace(/[^A-Za-z0-9]/g, '');
}

export function keepAlphanumericWithSpaces(text: string): string {
  return toPlainSpaces(toAsciiDigits(text)).replace(/[^A-Za-z0-9 ]/g, '');
}

export function keepLettersWithSpaces(text: string): string {
  return toPlainSpaces(text).replace(/[^A-Za-z ]/g, '');
}

export function keepWholeNumber(text: string): string {
  return toAsciiDigits(text).replace(/[^0-9]/g, '');
}

export function isAlphanumeric(text: string): boolean {
  return ALPHANUMERIC_PATTERN.test(text);
}

export function isAlphanumericWithSpaces(text: string): boolean {
  return ALPHANUMERIC_WITH_SPACES_PATTERN.test(text);
}

export function isLettersWithSpaces(text: string): boolean {
  return LETTERS_WITH_SPACES_PATTERN.test(text);
}

export function isWholeNumber(text: string): boolean {
  return WHOLE_NUMBER_PATTERN.test(text);
}
