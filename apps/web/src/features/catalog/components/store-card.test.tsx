import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { makeCompany, makeSearchMerchant } from '../testing/catalog-fixtures';
import { StoreCard } from './store-card';

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

  it('stands the initial in for a missing banner and logo', async () => {
    await renderWithProviders(
      <StoreCard store={makeCompany({ banner_url: null, picture: { medium: null } })} />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getAllByText('K', { exact: true })).toHaveLength(2);
  });
});
