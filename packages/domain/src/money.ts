/**
 * Money is an integer number of paisa (1 rupee = 100 paisa). Every amount is stored, added and
 * multiplied as an integer; rupees appear only at the edges: JSON (`fromPaisa`), typed input
 * (`toPaisa`, `parseMoneyInput`) and display (`formatMoney`).
 *
 * Integers stay exact in a JS number up to Number.MAX_SAFE_INTEGER paisa (about 90 trillion
 * rupees), so every helper refuses anything that is not a safe integer instead of drifting.
 */
export type Paisa = number;

export type MoneyPrefix = 'RS' | 'Rs' | 'PKR';

export interface FormatMoneyOptions {
  /** The spec shows the currency as RS, Rs or PKR; Rs is the default. */
  prefix?: MoneyPrefix;
}

const PAISA_PER_RUPEE = 100;

/** Throws unless `value` is a safe integer; returns it with -0 folded into 0. */
export function assertPaisa(value: number, label = 'amount'): Paisa {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${label} must be a whole number of paisa, got ${String(value)}`);
  }
  return value === 0 ? 0 : value;
}

export function isPaisa(value: unknown): value is Paisa {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

// A plain decimal as JavaScript prints numbers: optional sign, digits, fraction, exponent.
const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/**
 * Rounds a decimal text to paisa, half away from zero, using only string and integer work.
 * Working on the text avoids binary float artefacts: 1.005 becomes 101 paisa, not 100.
 */
function decimalTextToPaisa(text: string): Paisa | null {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point + 3, '0');
  let magnitude = Number(digits.slice(0, point + 2));
  if ((digits[point + 2] ?? '0') >= '5') magnitude += 1;
  if (!Number.isSafeInteger(magnitude)) return null;
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** Rupees (as typed or received) to paisa, rounding half away from zero. */
export function toPaisa(rupees: number): Paisa {
  if (!Number.isFinite(rupees)) {
    throw new RangeError(`rupees must be a finite number, got ${String(rupees)}`);
  }
  const paisa = decimalTextToPaisa(String(rupees));
  if (paisa === null) throw new RangeError(`rupees out of range: ${String(rupees)}`);
  return paisa;
}

/**
 * Rupees with at most 2 decimals, so that their paisa are exactly what was typed; false for a
 * number too large to be paisa at all (a rule checks the range, this must not throw on it).
 */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  if (!Number.isFinite(rupees)) return false;
  const paisa = decimalTextToPaisa(String(rupees));
  return paisa !== null && paisa / 100 === rupees;
}

/**
 * Paisa to rupees for JSON bodies (the contract sends decimals with 2 places). Dividing an
 * integer by 100 gives the double nearest to the exact decimal, which JSON prints exactly
 * (12345 → 123.45); trailing zeros are not kept by JSON numbers (1250 → 12.5).
 */
export function fromPaisa(paisa: Paisa): number {
  return assertPaisa(paisa) / PAISA_PER_RUPEE;
}

/**
 * Display text: `Rs 1,234.00`, `-Rs 50.00`, `PKR 1,234,567.89`.
 * Digits are grouped in threes (international style), not in the lakh style (12,34,567):
 * Pakistani receipts and shop apps use thousands separators every three digits, and it is the
 * only style that reads the same in the English and Urdu interfaces.
 */
export function formatMoney(paisa: Paisa, options: FormatMoneyOptions = {}): string {
  const amount = assertPaisa(paisa);
  const magnitude = Math.abs(amount);
  const rupees = Math.trunc(magnitude / PAISA_PER_RUPEE);
  const cents = magnitude % PAISA_PER_RUPEE;
  const grouped = String(rupees).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 ? '-' : '';
  return `${sign}${options.prefix ?? 'Rs'} ${grouped}.${String(cents).padStart(2, '0')}`;
}

// Typed price: optional currency prefix, rupees plain or grouped by threes, up to 2 decimals.
const MONEY_INPUT = /^(?:(?:rs\.?|pkr)\s*)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/i;

/**
 * Reads a price typed by a person ("1,250", "Rs 99.5", "PKR 1250.00") into paisa. Returns null
 * for anything else, including negatives and more than 2 decimals: a price form should ask again
 * rather than guess.
 */
export function parseMoneyInput(text: string): Paisa | null {
  const match = MONEY_INPUT.exec(text.trim());
  if (!match) return null;
  const [, rupees = '', cents = ''] = match;
  const paisa = Number(rupees.replaceAll(',', '')) * PAISA_PER_RUPEE + Number(cents.padEnd(2, '0'));
  return Number.isSafeInteger(paisa) ? paisa : null;
}

function checkedResult(value: number): Paisa {
  return assertPaisa(value, 'result');
}

export function addPaisa(...amounts: Paisa[]): Paisa {
  let total = 0;
  for (const amount of amounts) total = checkedResult(total + assertPaisa(amount));
  return total;
}

export function subtractPaisa(minuend: Paisa, subtrahend: Paisa): Paisa {
  return checkedResult(assertPaisa(minuend) - assertPaisa(subtrahend));
}

/** An amount times a whole factor (a quantity); both integers, so the product is exact. */
export function multiplyPaisa(paisa: Paisa, factor: number): Paisa {
  return checkedResult(assertPaisa(paisa) * assertPaisa(factor, 'factor'));
}

/**
 * A whole-number percentage of an amount (15 → 15 %), rounded half away from zero to the
 * nearest paisa with integer division only.
 */
export function percentOfPaisa(paisa: Paisa, percent: number): Paisa {
  const scaled = multiplyPaisa(paisa, percent);
  const quotient = Math.trunc(scaled / 100);
  const remainder = scaled - quotient * 100;
  const rounded = Math.abs(remainder) >= 50 ? quotient + Math.sign(remainder) : quotient;
  return rounded === 0 ? 0 : rounded;
}

/**
 * What share of `whole` `part` is, in whole percent rounded half up, with integer arithmetic
 * only (a promotion's "20% off" on a product card).
 */
export function wholePercentOf(part: Paisa, whole: Paisa): number {
  const share = assertPaisa(part, 'part');
  const total = assertPaisa(whole, 'whole');
  if (share < 0 || total <= 0) throw new RangeError(`no percentage of ${share} in ${total}`);
  return Math.floor((share * 200 + total) / (2 * total));
}
