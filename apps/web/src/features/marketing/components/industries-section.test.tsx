import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { renderWithProviders } from '../../../test/render-app';
import { IndustriesSection } from './industries-section';

const FOOD = {
  id: 1,
  name: 'Food',
  slug: 'food',
  icon_url: '/media/art/industry/food.svg',
  position: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('IndustriesSection', () => {
  it('shows skeletons, then one tile per industry linking to its stores', async () => {
    stubFetch(() => jsonResponse({ industry_types: [FOOD] }));
    await renderWithProviders(<IndustriesSection />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const grid = await screen.findByTestId('industry-grid');
    expect(within(grid).getByRole('link', { name: 'Food' })).toHaveAttribute(
      'href',
      '/products?industryId=1',
    );
  });

  it('offers Retry when the industries fail to load', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? jsonResponse({ error: { code: 'boom', message: 'Boom' } }, 500)
        : jsonResponse({ industry_types: [FOOD] }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<IndustriesSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the categories.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Food' })).toBeInTheDocument();
  });
});
