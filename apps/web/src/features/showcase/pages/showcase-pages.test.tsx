import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { dealPercentOff } from '../content/deals';
import { BlocksGalleryPage } from './blocks-gallery-page';
import { GALLERY_SECTIONS } from './gallery-sections';
import { StoreShowcasePage } from './store-showcase-page';

afterEach(() => vi.useRealTimers());

describe('StoreShowcasePage', () => {
  it('shows the store header with its rating, delivery time, minimum order and status', async () => {
    await renderWithProviders(<StoreShowcasePage />, '/test/design-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Taaza Mart' })).toBeInTheDocument();
    expect(screen.getByText('Open now · closes at 11:30 pm')).toBeInTheDocument();
    expect(screen.getByText('4.7')).toBeInTheDocument();
    const facts = screen.getByRole('list', { name: 'Delivery details' });
    expect(facts).toHaveTextContent('25–35 min delivery');
    expect(facts).toHaveTextContent('Min. order Rs 300.00');
    expect(facts).toHaveTextContent('Free delivery over Rs 750.00');
  });

  it('shows the banners and the carousels of categories, products and brands', async () => {
    await renderWithProviders(<StoreShowcasePage />, '/test/design-1');
    expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument();
    for (const name of ['Shop by category', 'Popular right now', 'Brands you love']) {
      expect(screen.getByRole('region', { name })).toHaveAttribute(
        'aria-roledescription',
        'carousel',
      );
    }
    expect(screen.getByRole('heading', { name: 'Fresh mangoes from Multan' })).toBeInTheDocument();
  });
});

describe('BlocksGalleryPage', () => {
  it('lists every block in a table of contents that links to its section', async () => {
    await renderWithProviders(<BlocksGalleryPage />, '/test/design-2');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Marketing blocks gallery' }),
    ).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(GALLERY_SECTIONS.length);
    for (const link of links) {
      const anchor = link.getAttribute('href')!.slice(1);
      const section = document.getElementById(anchor);
      expect(section).not.toBeNull();
      expect(section).toHaveAccessibleName(link.textContent ?? '');
    }
  });

  it('shows each block of the spec under its label', async () => {
    await renderWithProviders(<BlocksGalleryPage />, '/test/design-2');
    const sectionNamed = (name: string) => screen.getByRole('region', { name });
    expect(within(sectionNamed('Sale boxes')).getByText('Up to 40% off')).toBeInTheDocument();
    expect(within(sectionNamed('Brand circles')).getAllByRole('link')).toHaveLength(8);
    expect(within(sectionNamed('Quick deals')).getByRole('timer')).toHaveTextContent('48:00:00');
    expect(within(sectionNamed('Service highlights')).getByText(/FREE15FIRST/)).toBeInTheDocument();
    expect(within(sectionNamed('Service highlights')).getByText(/Rs 750\.00/)).toBeInTheDocument();
    expect(within(sectionNamed('Promo feed')).getAllByRole('article')).toHaveLength(6);
    expect(
      within(sectionNamed('Brand carousel')).getAllByRole('group', { hidden: true }),
    ).toHaveLength(5);
  });

  it('shows deal prices in PKR with the old price for screen readers', async () => {
    await renderWithProviders(<BlocksGalleryPage />, '/test/design-2');
    const deals = screen.getByRole('region', { name: "Today's deals" });
    const mangoes = within(deals)
      .getByRole('heading', { name: 'Chaunsa mangoes' })
      .closest('article')!;
    expect(within(mangoes).getByText('Rs 1,799.00')).toBeInTheDocument();
    expect(within(mangoes).getByText('was Rs 2,400.00')).toBeInTheDocument();
    expect(within(mangoes).getByText('25% off')).toBeInTheDocument();
    expect(within(mangoes).getByText('5 kg box')).toBeInTheDocument();
  });
});

describe('dealPercentOff', () => {
  it('rounds down and gives 0 for no saving or a bad old price', () => {
    expect(dealPercentOff({ pricePaisa: 179_900, oldPricePaisa: 240_000 })).toBe(25);
    expect(dealPercentOff({ pricePaisa: 500, oldPricePaisa: 500 })).toBe(0);
    expect(dealPercentOff({ pricePaisa: 600, oldPricePaisa: 500 })).toBe(0);
    expect(dealPercentOff({ pricePaisa: 0, oldPricePaisa: 0 })).toBe(0);
  });
});
