/** "14 February 2022" in Pakistan's way of writing dates, in the interface's language. */
export function formatNewsDate(date: string, language: string): string {
  const format = new Intl.DateTimeFormat(`${language}-PK`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.format(new Date(`${date}T00:00:00Z`));
}
