/**
 * Names, numbers and amounts keep their own direction inside an Urdu sentence: "+92 300 …" or
 * "Rs 450.00" would otherwise be reordered by the right-to-left text around them.
 */
export function bidiIsolate(rtl: boolean): (value: string) => string {
  return rtl ? (value) => `\u2068${value}\u2069` : (value) => value;
}
