import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { AMMI, HOME } from '../../addresses/testing/address-fixtures';
import { authStore } from '../../auth/store/auth-store';
import { resetAuthForTest } from '../../auth/testing/reset-auth';
import { makeUser } from '../../auth/testing/user-fixture';
import { makeCompany, makeSearchMerchant } from '../testing/catalog-fixtures';
import { StoreCard } from './store-card';

afterEach(() => resetAuthForTest());

describe('StoreCard', () => {
  it('shows name, delivery time, fee in rupees, rating and links to the store', async () => {
    await renderWithProviders(<StoreCard store={makeCompany({ delivery_fee_value: 1499.5 })} />);
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link', { name: 'Karachi Biryani House' });
    expect(link).toHaveAttribute('href', '/products/store/karachi-biryani-house');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Karachi Biryani House',
    );
    expect(card).toHaveTextContent('35 min');
    expect(card).toHaveTextContent('Delivery in 35 min');
    expect(card).toHaveTextContent('Delivery Rs 1,499.50');
    expect(card).not.toHaveTextContent('Free Delivery');
    expect(card).toHaveTextContent('Rated 4.6 out of 5');
    expect(card).toHaveTextContent('Open');
    expect(card).toHaveTextContent('Burns Road, Saddar');
  });

  it('says Free Delivery when the fee is 0', async () => {
    await renderWithProviders(<StoreCard store={makeCompany({ delivery_fee_value: 0 })} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Free Delivery');
    expect(card).not.toHaveTextContent('Rs 0.00');
  });

  it('badges a closed store as Closed', async () => {
    await renderWithProviders(<StoreCard store={makeCompany({ is_open: false })} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Closed')).toBeInTheDocument();
    expect(within(card).queryByText('Open')).not.toBeInTheDocument();
  });

  it('shows the distance when the location is known, and New without a rating', async () => {
    await renderWithProviders(
      <StoreCard
        store={makeCompany({
          distance: 2.345,
          rating: null,
          delivery_time: { day: 0, hour: 1, minute: 10 },
        })}
      />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('2.3 km');
    expect(card).toHaveTextContent('New');
    expect(card).toHaveTextContent('1 hr 10 min');
  });

  it('shows a search result store with its name and pictures only', async () => {
    await renderWithProviders(
      <StoreCard
        store={makeSearchMerchant({ name: 'Biryani Centre', query_id: 'bc' })}
        headingLevel="h3"
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Biryani Centre');
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/products/store/bc');
    expect(card).toHaveTextContent('View store');
    expect(card).not.toHaveTextContent('Delivery');
  });

  it('marks a store that does not deliver to the selected address, naming it', async () => {
    authStore.login(makeUser({ home_address: HOME }));
    await renderWithProviders(<StoreCard store={makeCompany({ delivers_to_location: false })} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText("Doesn't deliver to Home")).toBeVisible();
    expect(card.querySelector('img')?.parentElement).toHaveStyle({ opacity: '0.75' });
  });

  it('names another address by its own name, and says "your address" without one', async () => {
    authStore.login(makeUser({ other_addresses: [AMMI] }));
    const { unmount } = await renderWithProviders(
      <StoreCard store={makeCompany({ delivers_to_location: false })} />,
    );
    expect(screen.getByText("Doesn't deliver to Ammi's house")).toBeVisible();
    unmount();
    authStore.clear();
    await renderWithProviders(<StoreCard store={makeCompany({ delivers_to_location: false })} />);
    expect(screen.getByText("Doesn't deliver to your address")).toBeVisible();
  });

  it.each([true, null])('does not mark a store whose delivery answer is %s', async (delivers) => {
    authStore.login(makeUser({ home_address: HOME }));
    await renderWithProviders(
      <StoreCard store={makeCompany({ delivers_to_location: delivers })} />,
    );
    const card = screen.getByRole('article');
    expect(card).not.toHaveTextContent("Doesn't deliver");
    expect(card.querySelector('img')?.parentElement).not.toHaveStyle({ opacity: '0.75' });
  });

  it('fetches the banner of a first-row card ahead of other images, and loads the rest lazily', async () => {
    const store = makeCompany();
    const { unmount } = await renderWithProviders(<StoreCard store={store} priority />);
    const [banner, logo] = screen.getByRole('article').querySelectorAll('img');
    expect(banner).toHaveAttribute('src', store.banner_url);
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(banner).toHaveAttribute('loading', 'eager');
    expect(logo).not.toHaveAttribute('fetchpriority');
    expect(logo).toHaveAttribute('loading', 'eager');
    unmount();

    await renderWithProviders(<StoreCard store={store} />);
    for (const img of screen.getByRole('article').querySelectorAll('img')) {
      expect(img).not.toHaveAttribute('fetchpriority');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
  });

  it('stands the initial in for a missing banner and logo', async () => {
    await renderWithProviders(
      <StoreCard store={makeCompany({ banner_url: null, picture: { medium: null } })} />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getAllByText('K', { exact: true })).toHaveLength(2);
  });
});
