import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { StoreSearchBox } from './store-search-box';

describe('StoreSearchBox', () => {
  it('filters what is typed and goes to /products?search= on submit', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<StoreSearchBox />, '/products?industryId=2');
    const box = screen.getByRole('searchbox', { name: 'Search stores' });
    expect(box).toHaveAttribute('placeholder', 'Search');
    expect(box).toHaveAttribute('autocomplete', 'off');
    await user.type(box, '  Nihari* house!  ');
    expect(box).toHaveValue('  Nihari house  ');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/products');
    expect(router.state.location.search).toBe('?search=Nihari+house');
    expect(box).toHaveValue('Nihari house');
  });

  it('stays put when there is nothing to search', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<StoreSearchBox />, '/home');
    await user.type(screen.getByRole('searchbox'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows the search of the current address', async () => {
    await renderWithProviders(<StoreSearchBox />, '/products?search=biryani');
    expect(screen.getByRole('searchbox')).toHaveValue('biryani');
  });
});
