import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { checkoutPath, useStartCheckout } from './start-checkout';

function Proceed({ store }: { store: string }) {
  const startCheckout = useStartCheckout();
  return <button onClick={() => startCheckout(store)}>Proceed</button>;
}

describe('startCheckout', () => {
  it('opens checkout for one store', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<Proceed store="fresh mart" />, '/cart');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(new URLSearchParams(router.state.location.search).get('store')).toBe('fresh mart');
  });

  it('builds the checkout address with the store query id', () => {
    expect(checkoutPath('kbh')).toBe('/checkout?store=kbh');
  });
});
