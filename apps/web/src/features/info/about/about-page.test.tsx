import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('has one h1, then its sections as h2 with their cards as h3', async () => {
    await renderWithProviders(<AboutPage />, '/about-us');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'About us',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Who we are',
      'How shopping with Sauda works',
      'What we stand for',
      'Grow with Sauda',
    ]);
    for (const name of ['Who we are', 'What we stand for', 'Grow with Sauda']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const values = screen.getByRole('region', { name: 'What we stand for' });
    expect(within(values).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('says what Sauda is: a Pakistani marketplace of 20+ categories with cash on delivery', async () => {
    await renderWithProviders(<AboutPage />, '/about-us');
    const story = screen.getByRole('region', { name: 'Who we are' });
    expect(story).toHaveTextContent('Sauda is a Pakistani marketplace and delivery service.');
    expect(story).toHaveTextContent('Stores in more than 20 categories');
    expect(screen.getByText(/you pay the rider in cash/)).toBeInTheDocument();
  });

  it('lists the cities it delivers in', async () => {
    await renderWithProviders(<AboutPage />, '/about-us');
    const cities = screen.getByRole('complementary', { name: 'Where we deliver' });
    expect(
      within(cities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Karachi', 'Lahore', 'Islamabad']);
  });

  it('links to the riders, merchants and careers pages', async () => {
    await renderWithProviders(<AboutPage />, '/about-us');
    const join = screen.getByRole('region', { name: 'Grow with Sauda' });
    expect(within(join).getByRole('link', { name: 'Become a rider' })).toHaveAttribute(
      'href',
      '/riders',
    );
    expect(within(join).getByRole('link', { name: 'Become a merchant partner' })).toHaveAttribute(
      'href',
      '/merchants',
    );
    expect(within(join).getByRole('link', { name: 'See open roles' })).toHaveAttribute(
      'href',
      '/careers',
    );
  });
});
