import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { ownerOpens } from './support/back-office';

const STORE_NAME = 'Karachi Biryani House';
const HEADER =
  'query_id,name,category,sub_category,brand,description,price,quantity,unlimited,active,colors,sizes';

/** The cells of one CSV line (quoted cells with commas and doubled quotes). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

test('products CSV: the owner exports, sees the bad row of an import, corrects it and applies', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'one journey on a desktop is enough: the dialog has unit tests');
  await ownerOpens(page, '/inventory-mgmt', STORE_NAME, isMobile);
  const main = page.getByRole('main');

  // Export: a UTF-8 file with a byte order mark and the import's columns.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^products-.+\.csv$/);
  const exported = await readFile(await download.path(), 'utf8');
  expect(exported.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
  const [, firstProduct = ''] = exported.split('\r\n');
  const category = cellsOf(firstProduct)[2] ?? '';
  expect(category).not.toBe('');

  const name = `CSV Falooda ${Date.now()}`;
  const fileWith = (price: string) =>
    Buffer.from(
      [
        HEADER,
        firstProduct,
        `,${quoted(name)},${quoted(category)},,,"Rose, vermicelli",${price},5,no,yes,,`,
        `,${quoted(`${name} (large)`)},${quoted(category)},,,,320,5,no,yes,,`,
      ].join('\r\n'),
    );
  const dialog = page.getByRole('dialog', { name: 'Import products from a CSV file' });
  const choose = (price: string) =>
    dialog.getByTestId('csv-file-input').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: fileWith(price),
    });

  // A file with one bad row: the preview names its row, column and problem; nothing to apply.
  await main.getByRole('button', { name: 'Import CSV' }).click();
  await choose('cheap');
  await expect(dialog.getByText('1 new, 1 updated, 1 with errors')).toBeVisible();
  const errors = dialog.getByRole('table', { name: 'Rows to correct' });
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText('price');
  await expect(errors.getByRole('row').nth(1)).toContainText('Enter a price');
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();

  // The corrected file applies; the new product is in the list.
  await choose('250');
  await expect(dialog.getByText('2 new, 1 updated, 0 with errors')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Imported: 2 new, 1 updated.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await main.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await expect(main.getByText(name, { exact: true }).first()).toBeVisible();
});
