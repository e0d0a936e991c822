import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthForTest } from '../../../auth/testing/reset-auth';
import { draftTable } from './storage/draft-database';
import { pngFile, renderAddProduct } from './testing/render-add-product';
import { serveProductWizard } from './testing/serve-product-wizard';
import { wizardSteps } from './testing/wizard-steps';

beforeEach(async () => {
  resetAuthForTest();
  await draftTable().clear();
  // jsdom has no object URLs: each photo shows under its own file name.
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthForTest();
});

describe('the product wizard, step by step', () => {
  it('asks for each product’s name before going on (SPEC: "Required")', async () => {
    serveProductWizard();
    const { user } = await renderAddProduct();
    const steps = wizardSteps(user);
    await screen.findByRole('textbox', { name: 'Name of product 1' });
    await steps.next();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose photos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add another product' }));
    await user.type(steps.nameBox(1), 'Kurta');
    await steps.next();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(steps.nameBox(2)).toHaveAccessibleDescription('Required');
  });

  it('keeps JPEG and PNG photos up to 5 MB and names every refused file', async () => {
    serveProductWizard();
    const { user } = await renderAddProduct();
    const steps = wizardSteps(user);
    await steps.nameProducts('Kurta');
    const renamed = new File(['shopping list'], 'notes.png', { type: 'image/png' });
    await steps.upload(pngFile('kurta.png'), renamed, pngFile('huge.png', 5 * 1024 * 1024 + 1));

    const refusals = await screen.findByRole('alert');
    expect(refusals).toHaveTextContent('notes.png: Please upload a JPEG or PNG image.');
    expect(refusals).toHaveTextContent('huge.png: Please upload a file of 5 MB or less.');
    expect(refusals).not.toHaveTextContent('kurta.png');
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', 'blob:kurta.png');
    expect(screen.queryByRole('img', { name: 'Photo 2' })).not.toBeInTheDocument();
  });

  it('links each photo to a product and orders a product’s photos by keyboard', async () => {
    serveProductWizard();
    const { user } = await renderAddProduct();
    const steps = wizardSteps(user);
    await steps.nameProducts('Kurta', 'Khussa');
    await steps.upload(pngFile('front.png'), pngFile('back.png'), pngFile('pair.png'));
    await steps.next();

    await steps.next();
    expect(await screen.findByText('Link every photo to a product, or remove it.')).toBeVisible();
    await steps.linkPhoto(1, 'Kurta');
    await steps.linkPhoto(2, 'Kurta');
    await steps.linkPhoto(3, 'Khussa');
    expect(steps.photosOf('Kurta')).toEqual(['blob:front.png', 'blob:back.png']);
    expect(steps.photosOf('Khussa')).toEqual(['blob:pair.png']);
    screen.getByRole('button', { name: 'Move photo 2 of Kurta up' }).focus();
    await user.keyboard('{Enter}');
    expect(steps.photosOf('Kurta')).toEqual(['blob:back.png', 'blob:front.png']);
    expect(screen.getByRole('button', { name: 'Move photo 1 of Kurta up' })).toBeDisabled();
  });

  it('saves the product (POST), then uploads its photos in their order', async () => {
    const server = serveProductWizard();
    const { user, router } = await renderAddProduct();
    const steps = wizardSteps(user);
    await steps.nameProducts('Kurta');
    await steps.upload(pngFile('front.png'), pngFile('back.png'));
    await steps.next();
    // One product takes every photo at once.
    expect(steps.photosOf('Kurta')).toEqual(['blob:front.png', 'blob:back.png']);
    screen.getByRole('button', { name: 'Move photo 1 of Kurta down' }).focus();
    await user.keyboard('{Enter}');
    await steps.next();
    await steps.fillDetails('Kurta', '2500.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory-mgmt'));
    expect(router.state.location.search).toBe('?query=Kurta');
    expect(router.state.location.state).toEqual({ notice: 'Saved' });
    expect(server.log).toEqual([
      'POST Kurta',
      'POST image of pr_1: back.png',
      'POST image of pr_1: front.png',
    ]);
    expect(server.bodies[0]).toMatchObject({ name: 'Kurta', category_id: 1, cost: 2500.5 });
    expect(await draftTable().count()).toBe(0);
  });
});

describe('who may use it', () => {
  it('turns staff away before anything is asked of the server', async () => {
    const server = serveProductWizard();
    await renderAddProduct({ role: 'staff' });
    expect(
      await screen.findByRole('heading', { name: 'This page is not for your role' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('lets a manager in', async () => {
    serveProductWizard();
    await renderAddProduct({ role: 'manager' });
    expect(await screen.findByRole('textbox', { name: 'Name of product 1' })).toBeInTheDocument();
    expect(screen.getByText('Upload Photos')).toBeInTheDocument();
  });
});
