import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { makeProduct } from '../testing/catalog-fixtures';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('shows the price and links to the details under the store', async () => {
    await renderWithProviders(<ProductCard product={makeProduct()} storeQueryId="kbh" />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Chicken Biryani' })).toHaveAttribute(
      'href',
      '/products/details/kbh/chicken-biryani',
    );
    expect(card).toHaveTextContent('Rs 450.00');
    expect(card).not.toHaveTextContent('off');
  });

  it('shows the promoted price with the regular one struck through', async () => {
    const product = makeProduct({
      cost: 500,
      cost_after_discount: 425,
      promotion: { promotion_amount: 75 },
    });
    await renderWithProviders(<ProductCard product={product} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Rs 425.00')).toBeInTheDocument();
    expect(within(card).getByText('Rs 500.00').tagName).toBe('S');
    expect(card).toHaveTextContent('15% off');
  });

  it('marks a product out of stock', async () => {
    await renderWithProviders(
      <ProductCard product={makeProduct({ product_available_quantity: 0 })} />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('Out of stock');
  });

  it('says how many are left when few are', async () => {
    await renderWithProviders(
      <ProductCard product={makeProduct({ product_available_quantity: 3 })} />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('Only 3 left');
  });
});
