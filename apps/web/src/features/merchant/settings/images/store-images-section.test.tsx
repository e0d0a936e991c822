import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../api/testing/fetch-stub';
import { authStore } from '../../../auth/store/auth-store';
import { startEachTestAsGuest } from '../../../auth/testing/guest-session';
import { makeUser } from '../../../auth/testing/user-fixture';
import { makeMerchantStore } from '../../shell/testing/merchant-fixtures';
import { renderSettings } from '../testing/render-settings';
import { imageFileProblem } from './image-file-check';

startEachTestAsGuest();
// jsdom has no object URLs; the preview only needs one to show.
beforeEach(() => {
  authStore.login(makeUser());
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const MB = 1024 * 1024;
const picture = (type: string, size = 1000, name = 'logo.png') =>
  new File([new Uint8Array(size)], name, { type });

describe('imageFileProblem', () => {
  it('takes JPEG and PNG up to 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 5 * MB })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
  });

  it('refuses other types and bigger files in the words of the server', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe(
      'Please upload a JPEG or PNG image.',
    );
    expect(imageFileProblem({ type: 'image/png', size: 5 * MB + 1 })).toBe(
      'Please upload a file of 5 MB or less.',
    );
  });
});

describe('logo and banner', () => {
  it('refuses a GIF in the browser, sending nothing', async () => {
    const { fetch } = await renderSettings();
    await screen.findByRole('button', { name: 'Choose a new logo' });
    fireEvent.change(screen.getByTestId('logo-file'), {
      target: { files: [picture('image/gif', 10, 'logo.gif')] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload a JPEG or PNG image.',
    );
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(fetch.calls.some((call) => call.init.method === 'POST')).toBe(false);
  });

  it('refuses a picture over 5 MB', async () => {
    await renderSettings();
    await screen.findByRole('button', { name: 'Choose a new banner' });
    fireEvent.change(screen.getByTestId('banner-file'), {
      target: { files: [picture('image/jpeg', 5 * MB + 1, 'banner.jpg')] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload a file of 5 MB or less.',
    );
  });

  it('previews a PNG, uploads it as multipart and confirms', async () => {
    const uploaded = makeMerchantStore({ logo_url: '/media/stores/st_biryani/logo.png' });
    const { user, fetch } = await renderSettings(
      {},
      {
        'POST merchant/stores/st_biryani/logo': () => jsonResponse({ store: uploaded }),
      },
    );
    await screen.findByRole('button', { name: 'Choose a new logo' });
    const file = picture('image/png');
    fireEvent.change(screen.getByTestId('logo-file'), { target: { files: [file] } });
    expect(await screen.findByRole('img', { name: 'New logo, not uploaded yet' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Logo updated.')).toBeVisible();
    const post = fetch.calls.find((call) => call.init.method === 'POST');
    expect(post?.url).toBe('/api/v1/merchant/stores/st_biryani/logo');
    const body = post?.init.body as FormData;
    expect(body.get('image')).toBeInstanceOf(File);
    expect((body.get('image') as File).name).toBe('logo.png');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Current logo' })).toHaveAttribute(
        'src',
        '/media/stores/st_biryani/logo.png',
      ),
    );
  });

  it('shows a refused upload under the picture', async () => {
    const { user } = await renderSettings(
      {},
      {
        'POST merchant/stores/st_biryani/banner': () =>
          jsonResponse(
            { error: { code: 'file_too_large', message: 'Please upload a file of 5 MB or less.' } },
            413,
          ),
      },
    );
    await screen.findByRole('button', { name: 'Choose a new banner' });
    fireEvent.change(screen.getByTestId('banner-file'), {
      target: { files: [picture('image/jpeg', 1000, 'banner.jpg')] },
    });
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload a file of 5 MB or less.',
    );
  });
});
