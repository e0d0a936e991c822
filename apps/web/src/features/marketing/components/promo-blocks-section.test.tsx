import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { PromoBlocksSection } from './promo-blocks-section';

describe('PromoBlocksSection', () => {
  it("shows today's deals with the 48-hour countdown and the sale boxes", async () => {
    await renderWithProviders(<PromoBlocksSection />, '/home');
    const deals = screen.getByRole('region', { name: "Today's deals" });
    expect(within(deals).getByRole('timer')).toHaveTextContent('48:00:00');
    expect(within(deals).getAllByRole('article')).toHaveLength(6);
    const sale = screen.getByRole('region', { name: 'On sale this week' });
    expect(within(sale).getByRole('link', { name: 'Shop now: Weekly groceries' })).toHaveAttribute(
      'href',
      '/products',
    );
  });
});
