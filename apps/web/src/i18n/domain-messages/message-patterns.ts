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
  {
    key: 'orders.invalidTransition',
    pattern: /^An order that is (.+) cannot become (.+)\.$/,
    params: ['from', 'to'],
  },
  {
    key: 'server.rateLimitedSeconds',
    pattern: /^Too many requests\. Please try again in (\d+) seconds?\.$/,
    params: ['count'],
  },
  {
    key: 'server.rateLimitedMinutes',
    pattern: /^Too many requests\. Please try again in (\d+) minutes?\.$/,
    params: ['count'],
  },
  {
    key: 'server.mapViewTooLarge',
    pattern:
      /^This map view is too large to list its places \(at most ([\d.]+)° either way\)\. Zoom in and try again\.$/,
    params: ['degrees'],
  },
  { key: 'checkout.tipTooHigh', pattern: /^A tip can be at most (Rs \d+)$/, params: ['amount'] },
  {
    key: 'checkout.productUnavailable',
    pattern: /^(.+) is not available at this store\.$/,
    params: ['product'],
  },
  { key: 'checkout.outOfStock', pattern: /^(.+) is out of stock$/, params: ['product'] },
  {
    key: 'checkout.exceedsRemainingUnits',
    pattern: /^(.+): Selected Product exceeds the total remaining units$/,
    params: ['product'],
  },
  {
    key: 'checkout.belowMinimumOrder',
    pattern: /^The minimum order at (.+) is (Rs [\d,]+\.\d{2})\.$/,
    params: ['store', 'amount'],
  },
  {
    key: 'checkout.storeClosed',
    pattern: /^(.+) is closed now\. Choose a delivery time\.$/,
    params: ['store'],
  },
  {
    key: 'checkout.storeUnavailable',
    pattern: /^(.+) is not taking orders at the moment\.$/,
    params: ['store'],
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
