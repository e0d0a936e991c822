import { screen, within } from '@testing-library/react';

/** The people table of a desktop. */
export const peopleTable = () => screen.findByRole('table', { name: 'People in this store' });

/** The table row holding `text` (a name or a number, with its no-break spaces). */
export async function rowOf(text: string): Promise<HTMLElement> {
  const row = within(await peopleTable())
    .getAllByRole('row')
    .find((shown) => shown.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}
