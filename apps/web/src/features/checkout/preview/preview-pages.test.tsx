import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch, jsonResponse } from '../../../api/testing/fetch-stub';
import { renderWithUser } from '../../auth/testing/render-with-user';
import { CheckoutPreviewPage } from './checkout-preview-page';
import { ReviewOrderPreviewPage } from './review-order-preview-page';
import { vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

describe('checkout mock (/checkoutv2)', () => {
  it('lays out every field, choice and Continue as a preview that sends nothing', async () => {
    const server = stubFetch(() => jsonResponse({}));
    const { user, router } = await renderWithUser(<CheckoutPreviewPage />, '/checkoutv2');
    expect(screen.getByText('Preview')).toBeInTheDocument();
    for (const label of [
      'First Name',
      'Last Name',
      'Company (Optional)',
      'Address Line 1',
      'Address Line 2',
      'State',
      'State/Province',
      'Country',
      'Mobile',
      'Phone (Optional)',
    ]) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('checkbox', { name: 'Save this information for next time' }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ship to a different address' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Free Delivery/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Credit/Debit Card' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/review-order');
    expect(server.calls).toHaveLength(0);
  });
});

describe('review-order mock (/review-order)', () => {
  it('shows General Information with change links, the billing choice and Place Your Order', async () => {
    await renderWithUser(<ReviewOrderPreviewPage />, '/review-order');
    const general = screen.getByRole('region', { name: 'General Information' });
    for (const field of ['Email', 'Ship to', 'Method', 'Payment']) {
      expect(within(general).getByRole('link', { name: `Change ${field}` })).toHaveAttribute(
        'href',
        '/checkoutv2',
      );
    }
    expect(screen.getByRole('radio', { name: 'Same as shipping address' })).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'Use a different billing address' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Place Your Order' })).toBeInTheDocument();
  });
});
