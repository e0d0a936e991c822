const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/** "340 kB", "1.2 MB" in the reader's language. */
export function fileSizeText(bytes: number, language: string): string {
  const inMegabytes = bytes >= MEGABYTE;
  const amount = inMegabytes ? bytes / MEGABYTE : Math.max(bytes / KILOBYTE, 1);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: inMegabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: inMegabytes ? 1 : 0,
  }).format(amount);
}
