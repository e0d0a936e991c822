import { OTP_LENGTH } from '@sauda/domain';

const EMPTY = ' ';

/** The six boxes of a code value; a space is an empty box. */
export function otpDigits(value: string): string[] {
  return Array.from({ length: OTP_LENGTH }, (_, index) => {
    const char = value.charAt(index);
    return /\d/.test(char) ? char : EMPTY;
  });
}

/**
 * Writes `digits` into the boxes from `index` on (a space empties one box). Gives the new value
 * and how many boxes were filled, so the focus can move past them.
 */
export function withDigitsAt(
  value: string,
  index: number,
  digits: string,
): { value: string; filled: number } {
  const boxes = otpDigits(value);
  if (digits === EMPTY) {
    boxes[index] = EMPTY;
    return { value: boxes.join('').trimEnd(), filled: 0 };
  }
  const fitting = digits.replace(/\D/g, '').slice(0, OTP_LENGTH - index);
  for (let offset = 0; offset < fitting.length; offset += 1)
    boxes[index + offset] = fitting.charAt(offset);
  return { value: boxes.join('').trimEnd(), filled: fitting.length };
}
