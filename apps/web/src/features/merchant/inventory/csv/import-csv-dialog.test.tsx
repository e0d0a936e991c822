import { MERCHANT_MESSAGES, type ProductImport } from '@sauda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../../api/request-error';
import { renderWithProviders } from '../../../../test/render-app';
import { resetAuthForTest } from '../../../auth/testing/reset-auth';
import { makeMerchantProduct } from '../testing/merchant-product-fixtures';
import { renderInventory } from '../testing/render-inventory';
import { serveMerchantProducts, STORE_ID } from '../testing/serve-merchant-products';
import { importProductsCsv } from './api/import-products-csv';
import { ImportCsvDialog } from './import-csv-dialog';

vi.mock('./api/import-products-csv', () => ({ importProductsCsv: vi.fn() }));
const importMock = vi.mocked(importProductsCsv);

beforeEach(() => resetAuthForTest());
afterEach(() => {
  importMock.mockReset();
  vi.unstubAllGlobals();
  resetAuthForTest();
});

const csvFile = (name = 'products.csv', type = 'text/csv') =>
  new File(['query_id,name\r\n'], name, { type });

const withErrors: ProductImport = {
  created: 2,
  updated: 1,
  failed: 1,
  errors: [{ row: 3, field: 'price', message: MERCHANT_MESSAGES.productCostNotValid }],
};
const clean: ProductImport = { created: 2, updated: 1, failed: 0, errors: [] };

async function renderDialog() {
  const onClose = vi.fn();
  const onImported = vi.fn();
  const view = await renderWithProviders(
    <ImportCsvDialog storeId={STORE_ID} open onClose={onClose} onImported={onImported} />,
  );
  // A file the picker's filter would hide can still be chosen ("All files"): not filtered here.
  const user = userEvent.setup({ applyAccept: false });
  const pick = (file: File) => user.upload(screen.getByTestId('csv-file-input'), file);
  const applyButton = () => screen.getByRole('button', { name: 'Apply' });
  return { ...view, user, pick, applyButton, onClose, onImported };
}

describe('the CSV import dialog', () => {
  it('checks a chosen file first and lists each refused row; Apply stays disabled', async () => {
    importMock.mockResolvedValue({ result: withErrors, applied: false });
    const { pick, applyButton } = await renderDialog();
    expect(applyButton()).toBeDisabled();
    await pick(csvFile());
    expect(await screen.findByText('2 new, 1 updated, 1 with errors')).toBeInTheDocument();
    expect(importMock).toHaveBeenCalledWith(
      STORE_ID,
      expect.any(File),
      expect.objectContaining({ dryRun: true }),
    );
    const table = screen.getByRole('table', { name: 'Rows to correct' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent(`3price${MERCHANT_MESSAGES.productCostNotValid}`);
    expect(applyButton()).toBeDisabled();
  });

  it('applies a clean file, then reports what was imported and closes', async () => {
    importMock
      .mockResolvedValueOnce({ result: clean, applied: false })
      .mockResolvedValueOnce({ result: clean, applied: true });
    const { pick, user, applyButton, onImported, onClose } = await renderDialog();
    await pick(csvFile());
    expect(await screen.findByText('No errors: apply to import the file.')).toBeInTheDocument();
    await user.click(applyButton());
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(clean));
    expect(onClose).toHaveBeenCalled();
    expect(importMock).toHaveBeenLastCalledWith(
      STORE_ID,
      expect.any(File),
      expect.objectContaining({ dryRun: false }),
    );
  });

  it('shows the upload’s progress while the file is checked', async () => {
    importMock.mockImplementation((_store, _file, { onProgress }) => {
      onProgress?.(0.4);
      return new Promise(() => undefined);
    });
    const { pick } = await renderDialog();
    await pick(csvFile());
    const bar = await screen.findByRole('progressbar', { name: /checking the file… 40%/ });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
  });

  it('refuses a file that is not CSV without sending it', async () => {
    const { pick } = await renderDialog();
    await pick(csvFile('photo.png', 'image/png'));
    expect(
      await screen.findByText('Choose a .csv file (a spreadsheet saved as CSV).'),
    ).toBeInTheDocument();
    expect(importMock).not.toHaveBeenCalled();
  });

  it('shows the server’s reason for a file refused whole', async () => {
    importMock.mockRejectedValue(
      new RequestError({
        kind: 'http',
        status: 400,
        code: 'validation_failed',
        message: MERCHANT_MESSAGES.csvHeaderNotValid,
      }),
    );
    const { pick, applyButton } = await renderDialog();
    await pick(csvFile());
    expect(await screen.findByText(MERCHANT_MESSAGES.csvHeaderNotValid)).toBeInTheDocument();
    expect(applyButton()).toBeDisabled();
  });
});

describe('the CSV buttons of the inventory', () => {
  it('are there for an owner and not for staff', async () => {
    serveMerchantProducts([makeMerchantProduct()]);
    const owner = await renderInventory();
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
    owner.unmount();
    serveMerchantProducts([makeMerchantProduct()], { role: 'staff' });
    await renderInventory({ role: 'staff' });
    await screen.findAllByRole('rowheader');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
