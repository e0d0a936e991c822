import 'fake-indexeddb/auto';
import { MERCHANT_MESSAGES, SERVER_MESSAGES } from '@sauda/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../api/testing/fetch-stub';
import { resetAuthForTest } from '../../../auth/testing/reset-auth';
import { makeMerchantProduct } from '../testing/merchant-product-fixtures';
import { draftTable } from './storage/draft-database';
import { pngFile, renderAddProduct } from './testing/render-add-product';
import { serveProductWizard, type Refusal } from './testing/serve-product-wizard';
import { wizardSteps } from './testing/wizard-steps';

beforeEach(async () => {
  resetAuthForTest();
  await draftTable().clear();
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthForTest();
});

const refusal = (status: number, error: Record<string, unknown>) => jsonResponse({ error }, status);

/** Kurta with one photo, up to its detail step, filled in. */
async function kurtaReadyToSave(refuse?: Refusal) {
  const server = serveProductWizard({ refuse });
  const view = await renderAddProduct();
  const steps = wizardSteps(view.user);
  await steps.nameProducts('Kurta');
  await steps.upload(pngFile('front.png'));
  await steps.next();
  await steps.next();
  await steps.fillDetails('Kurta', '2500');
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...view, server, steps, save };
}

describe('a refused save', () => {
  it('shows the server’s field message under its field and keeps everything', async () => {
    let refuse = true;
    const { server, save, router } = await kurtaReadyToSave((call, path) =>
      refuse && call.init.method === 'POST' && path.endsWith('/products')
        ? refusal(400, {
            code: 'validation_failed',
            message: 'Check the fields.',
            fields: { cost: MERCHANT_MESSAGES.productCostNotValid },
          })
        : undefined,
    );
    await save();

    const price = await screen.findByRole('spinbutton', { name: 'Price' });
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription(MERCHANT_MESSAGES.productCostNotValid),
    );
    expect(price).toHaveValue(2500);
    expect(router.state.location.pathname).toBe('/inventory-mgmt/add');
    refuse = false;
    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory-mgmt'));
    expect(server.log).toEqual(['POST Kurta', 'POST image of pr_1: front.png']);
  });

  it('shows a refused photo on the link step and, tried again, never creates the product twice', async () => {
    let refuse = true;
    const { server, save, router, steps } = await kurtaReadyToSave((_call, path) =>
      refuse && path.endsWith('/images')
        ? refusal(413, { code: 'file_too_large', message: SERVER_MESSAGES.fileTooLarge })
        : undefined,
    );
    await save();

    expect(await screen.findByText(SERVER_MESSAGES.fileTooLarge)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Product for photo 1' })).toHaveTextContent(
      'Kurta',
    );
    refuse = false;
    await steps.next();
    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory-mgmt'));
    expect(server.log).toEqual(['POST Kurta', 'PATCH pr_1', 'POST image of pr_1: front.png']);
  });
});

describe('the draft', () => {
  it('comes back after the page closes, photos too, until discarded', async () => {
    serveProductWizard();
    const first = await renderAddProduct();
    const steps = wizardSteps(first.user);
    await steps.nameProducts('Kurta');
    await steps.upload(pngFile('front.png'));
    await waitFor(async () => {
      const kept = await draftTable().toArray();
      expect(kept[0]?.photos.map((photo) => photo.name)).toEqual(['front.png']);
    });
    first.unmount();

    const again = await renderAddProduct();
    expect(await screen.findByText('Your unsaved products are back from last time.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', 'blob:front.png');
    await again.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(wizardSteps(again.user).nameBox(1)).toHaveValue('Kurta');

    await again.user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(wizardSteps(again.user).nameBox(1)).toHaveValue(''));
    expect(screen.queryByText('Your unsaved products are back from last time.')).toBeNull();
  });
});

describe('editing one product', () => {
  it('starts from the product and saves it with PATCH', async () => {
    const kurta = makeMerchantProduct({
      query_id: 'pr_kurta',
      name: 'Kurta',
      cost: 2500,
      images: [],
    });
    const server = serveProductWizard({ existing: [kurta] });
    const { user, router } = await renderAddProduct({
      path: '/inventory-mgmt/add?product=pr_kurta',
    });
    const steps = wizardSteps(user);
    expect(await screen.findByRole('heading', { name: 'Edit product' })).toBeVisible();
    await waitFor(() => expect(steps.nameBox(1)).toHaveValue('Kurta'));
    expect(screen.queryByRole('button', { name: 'Add another product' })).toBeNull();
    await steps.next();
    await steps.next();
    await steps.next();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toBe('?query=Kurta'));
    expect(server.log).toEqual(['PATCH pr_kurta']);
    expect(server.bodies[0]).toMatchObject({ name: 'Kurta', cost: 2500, category_id: 1 });
  });
});
