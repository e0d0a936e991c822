import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../api/testing/fetch-stub';
import { resetAuthForTest } from '../../../auth/testing/reset-auth';
import { makeMerchantProduct } from '../testing/merchant-product-fixtures';
import { draftTable } from './storage/draft-database';
import { pngFile, renderAddProduct } from './testing/render-add-product';
import { productImage, serveProductWizard, type Refusal } from './testing/serve-product-wizard';
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

const thumb = (id: string) => `/media/uploads/products/${id}-thumb.jpg`;

/** Kurta with photos a, b and c, opened in the wizard on its Upload Photos step. */
async function editKurta(refuse?: Refusal) {
  const kurta = makeMerchantProduct({
    query_id: 'pr_kurta',
    name: 'Kurta',
    images: ['img_a', 'img_b', 'img_c'].map(productImage),
  });
  const server = serveProductWizard({ existing: [kurta], refuse });
  const view = await renderAddProduct({ path: '/inventory-mgmt/add?product=pr_kurta' });
  const steps = wizardSteps(view.user);
  await waitFor(() => expect(steps.nameBox(1)).toHaveValue('Kurta'));
  await steps.next();
  const save = async () => {
    while (!screen.queryByRole('button', { name: 'Save' })) await steps.next();
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
  };
  const removePhoto = async (number: number, answer: 'Remove' | 'Keep') => {
    await view.user.click(screen.getByRole('button', { name: `Remove photo ${number}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this photo?' });
    expect(dialog).toHaveTextContent(`Photo ${number} will be deleted from the product`);
    await view.user.click(within(dialog).getByRole('button', { name: answer }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  };
  return { ...view, server, steps, save, removePhoto };
}

const shownPhotos = () =>
  screen.getAllByRole('img', { name: /^Photo \d$/ }).map((image) => image.getAttribute('src'));

describe("editing a product's photos", () => {
  it('shows its photos, removes one after asking, adds and reorders, then saves in that order', async () => {
    const { server, steps, save, removePhoto, router, user } = await editKurta();
    expect(shownPhotos()).toEqual([thumb('img_a'), thumb('img_b'), thumb('img_c')]);

    await removePhoto(2, 'Remove');
    await steps.upload(pngFile('d.png'));
    expect(shownPhotos()).toEqual([thumb('img_a'), thumb('img_c'), 'blob:d.png']);

    await steps.next();
    expect(screen.getByRole('combobox', { name: 'Product for photo 1' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Move photo 3 of Kurta up' }));
    await user.click(screen.getByRole('button', { name: 'Move photo 2 of Kurta up' }));
    expect(steps.photosOf('Kurta')).toEqual(['blob:d.png', thumb('img_a'), thumb('img_c')]);

    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory-mgmt'));
    expect(server.log).toEqual([
      'PATCH pr_kurta',
      'POST image of pr_kurta: d.png',
      'DELETE image of pr_kurta: img_b',
      'PUT order of pr_kurta: d.png, img_a, img_c',
    ]);
  });

  it('keeps a photo when the merchant answers Keep, and sends no order that did not change', async () => {
    const { server, save, removePhoto, router } = await editKurta();
    await removePhoto(1, 'Keep');
    expect(shownPhotos()).toHaveLength(3);

    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory-mgmt'));
    expect(server.log).toEqual(['PATCH pr_kurta']);
  });

  it('cannot move the first photo up or the last one down', async () => {
    const { steps } = await editKurta();
    await steps.next();
    expect(screen.getByRole('button', { name: 'Move photo 1 of Kurta up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 of Kurta down' })).toBeDisabled();
  });

  it('after a refused order, saves again without uploading or deleting twice', async () => {
    let refuse = true;
    const { server, steps, save, removePhoto, router, user } = await editKurta((call, path) =>
      refuse && call.init.method === 'PUT' && path.endsWith('/images/order')
        ? jsonResponse({ error: { code: 'internal', message: 'Something went wrong.' } }, 500)
        : undefined,
    );
    await removePhoto(1, 'Remove');
    await steps.upload(pngFile('d.png'));
    await steps.next();
    await user.click(screen.getByRole('button', { name: 'Move photo 3 of Kurta up' }));
    await save();
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(router.state.location.pathname).toBe('/inventory-mgmt/add');

    refuse = false;
    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory-mgmt'));
    expect(server.log).toEqual([
      'PATCH pr_kurta',
      'POST image of pr_kurta: d.png',
      'DELETE image of pr_kurta: img_a',
      'PATCH pr_kurta',
      'PUT order of pr_kurta: img_b, d.png, img_c',
    ]);
  });

  it('keeps a removal and a new photo in the draft when the page closes', async () => {
    const first = await editKurta();
    await first.removePhoto(3, 'Remove');
    await first.steps.upload(pngFile('d.png'));
    await waitFor(async () => {
      const [kept] = await draftTable().toArray();
      expect(kept?.removed).toEqual(['img_c']);
      expect(kept?.photos.map((photo) => photo.name)).toEqual(['d.png']);
    });
    first.unmount();

    await renderAddProduct({ path: '/inventory-mgmt/add?product=pr_kurta' });
    expect(await screen.findByText('Your unsaved products are back from last time.')).toBeVisible();
    expect(shownPhotos()).toEqual([thumb('img_a'), thumb('img_b'), 'blob:d.png']);
  });
});
