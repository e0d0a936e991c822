/** Whole numbers grouped as the reader writes them; Urdu keeps Latin digits, as on receipts. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'ur' ? 'ur-PK' : 'en-PK').format(value);
}
