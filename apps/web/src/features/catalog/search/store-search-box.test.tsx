import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { jsonResponse, stubFetch, type FetchCall } from '../../../api/testing/fetch-stub';
import { renderWithProviders } from '../../../test/render-app';
import { StoreSearchBox } from './store-search-box';

const SUGGESTIONS = [
  { kind: 'store', name: 'Karachi Biryani House', query_id: 'kbh', store_query_id: 'kbh' },
  { kind: 'store', name: 'Biryani Centre', query_id: 'bc', store_query_id: 'bc' },
  { kind: 'product', name: 'Chicken Biryani', query_id: 'chicken-biryani', store_query_id: 'kbh' },
];

function stubSuggestions(suggestions: unknown[] = SUGGESTIONS) {
  return stubFetch(({ url }: FetchCall) =>
    url.includes('autocomplete=true') ? jsonResponse({ suggestions }) : jsonResponse({}, 404),
  );
}

const box = () => screen.getByRole('combobox', { name: 'Search stores' });

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('StoreSearchBox', () => {
  it('filters what is typed and goes to /products?search= on Enter', async () => {
    stubSuggestions([]);
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<StoreSearchBox />, '/products?industryId=2');
    expect(box()).toHaveAttribute('placeholder', 'Search');
    expect(box()).toHaveAttribute('autocomplete', 'off');
    expect(box()).toHaveAttribute('maxlength', '100');
    await user.type(box(), '  Nihari* house!  ');
    expect(box()).toHaveValue('  Nihari house  ');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/products');
    expect(router.state.location.search).toBe('?search=Nihari+house');
    expect(box()).toHaveValue('Nihari house');
  });

  it('stays put when there is nothing to search', async () => {
    stubSuggestions([]);
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<StoreSearchBox />, '/home');
    await user.type(box(), '  #!  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows the search of the current address', async () => {
    stubSuggestions([]);
    await renderWithProviders(<StoreSearchBox />, '/products?search=biryani');
    expect(box()).toHaveValue('biryani');
  });

  it('suggests stores and products as you type, after a pause, with autocomplete on', async () => {
    const fetch = stubSuggestions();
    const user = userEvent.setup();
    await renderWithProviders(<StoreSearchBox />, '/home');
    await user.type(box(), 'biry');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    const stores = within(list).getByRole('group', { name: 'Stores' });
    expect(
      within(stores)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Karachi Biryani House', 'Biryani Centre']);
    expect(within(list).getByRole('group', { name: 'Products' })).toHaveTextContent(
      'Chicken Biryani',
    );
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions available');
    // One call for the settled text, not one per letter.
    const calls = fetch.calls.filter((call) => call.url.includes('autocomplete=true'));
    expect(calls.map((call) => new URL(call.url, 'http://x').searchParams.get('query'))).toEqual([
      'biry',
    ]);
  });

  it('moves through suggestions with the arrow keys and opens the store on Enter', async () => {
    stubSuggestions();
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<StoreSearchBox />, '/home');
    await user.type(box(), 'biryani');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(router.state.location.pathname).toBe('/products/store/kbh');
    expect(box()).toHaveValue('');
  });

  it('opens a product suggestion on its details page', async () => {
    stubSuggestions();
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<StoreSearchBox />, '/home');
    await user.type(box(), 'chicken');
    await user.click(await screen.findByRole('option', { name: 'Chicken Biryani' }));
    expect(router.state.location.pathname).toBe('/products/details/kbh/chicken-biryani');
  });

  it('closes the list on Escape and submits the text when no option is active', async () => {
    stubSuggestions();
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<StoreSearchBox />, '/home');
    await user.type(box(), 'biryni');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?search=biryni');
  });

  it('says when nothing is suggested', async () => {
    stubSuggestions([]);
    const user = userEvent.setup();
    await renderWithProviders(<StoreSearchBox />, '/home');
    await user.type(box(), 'zzz');
    expect(
      await screen.findByText('No suggestions. Press Enter to search for “zzz”.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('asks nothing for a single letter', async () => {
    const fetch = stubSuggestions();
    const user = userEvent.setup();
    await renderWithProviders(<StoreSearchBox />, '/home');
    await user.type(box(), 'b');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(() => expect(fetch.calls).toHaveLength(0));
  });
});
