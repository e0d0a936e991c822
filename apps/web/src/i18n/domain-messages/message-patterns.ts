/**
 * Server texts that carry a number or a name. Each pattern reads the value back out of the
 * English text, so the Urdu can put it in its own place.
 */
interface MessagePattern {
  key: string;
  pattern: RegExp;
  /** Names of the captured groups, in order, as the Urdu's {{placeholders}}. */
  params: readonly string[];
}

export const MESSAGE_PATTERNS: readonly MessagePattern[] = [
  {
    key: 'auth.loginLocked',
    pattern: /^Too many wrong PINs for this number\. Please try again in (\d+) minutes?\.$/,
    params: ['count'],
  },
  { key: 'auth.codeSent', pattern: /^We have sent a code to (.+)$/, params: ['number'] },
  {
    key: 'auth.otpInvalid',
    pattern: /^The code is not correct\. You have (\d+) (?:try|tries) left\.$/,
    params: ['count'],
  },
  {
    key: 'auth.otpResendTooEarly',
    pattern: /^Please wait (\d+) seconds? before asking for a new code\.$/,
    params: ['count'],
  },
  {
    key: 'vouchers.usedTimes',
    pattern: /^You have already used this voucher (\d+) times, the most allowed$/,
    params: ['count'],
  },
  {
    key: 'vouchers.onlyAtStore',
    pattern: /^This voucher can only be used at (.+)$/,
    params: ['store'],
  },
  {
    key: 'vouchers.minimumOrder',
    pattern: /^This voucher needs an order of at least (.+)$/,
    params: ['amount'],
  },
];

export function matchMessagePattern(
  text: string,
): { key: string; values: Record<string, string> } | null {
  for (const { key, pattern, params } of MESSAGE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(params.map((name, index) => [name, match[index + 1] ?? '']));
    return { key, values };
  }
  return null;
}
