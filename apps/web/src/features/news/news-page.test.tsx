import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { NewsPage } from './news-page';

function storyTitles(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).flatMap((heading) => {
    const article = heading.closest('article');
    return article?.id ? [heading.textContent ?? ''] : [];
  });
}

function storyDates(): string[] {
  return screen
    .getAllByRole('article')
    .filter((article) => article.id)
    .map((article) => article.querySelector('time')?.getAttribute('datetime') ?? '');
}

describe('NewsPage', () => {
  it('lists eight stories newest first, each dated in the Pakistani way', async () => {
    await renderWithProviders(<NewsPage />, '/news');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News from Sauda');
    const dates = storyDates();
    expect(dates).toHaveLength(8);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(storyTitles()[0]).toBe('Sauda now speaks Urdu');
    const launch = screen.getByRole('article', { name: 'Sauda launches in Karachi' });
    expect(within(launch).getByText('14 February 2022')).toHaveAttribute('datetime', '2022-02-14');
    expect(within(launch).getByText('Launches')).toBeInTheDocument();
  });

  it('filters by category with pressed chips and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<NewsPage />, '/news');
    const filter = screen.getByRole('group', { name: 'Filter news by category' });
    expect(within(filter).getByRole('button', { name: 'All news' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(filter).getByRole('button', { name: 'Launches' }));

    expect(router.state.location.search).toBe('?category=launches');
    expect(within(filter).getByRole('button', { name: 'Launches' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(storyTitles()).toEqual([
      'Now delivering in Islamabad',
      'Sauda arrives in Lahore',
      'Sauda launches in Karachi',
    ]);
    expect(screen.getByText('3 stories')).toBeInTheDocument();
  });

  it('can be filtered from the keyboard', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NewsPage />, '/news');
    within(screen.getByRole('group', { name: 'Filter news by category' }))
      .getByRole('button', { name: 'Offers' })
      .focus();
    await user.keyboard('{Enter}');
    expect(storyTitles()).toEqual(['15% off your first order with FREE15FIRST']);
  });

  it('opens the filtered view from the address, and shows all for an unknown category', async () => {
    await renderWithProviders(<NewsPage />, '/news?category=riders');
    expect(storyTitles()).toEqual(['A safety programme for every Sauda rider']);
    cleanup();
    await renderWithProviders(<NewsPage />, '/news?category=weather');
    expect(storyDates()).toHaveLength(8);
  });

  it('opens a story in place and names it in the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<NewsPage />, '/news');
    const story = screen.getByRole('article', { name: 'Sauda arrives in Lahore' });
    const toggle = within(story).getByRole('button', { name: /Read more/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    expect(router.state.location.hash).toBe('#lahore-launch');
    expect(within(story).getByRole('button', { name: /Show less/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(story).getByText(/MM Alam Road/)).toBeVisible();
  });

  it('opens the story a shared link names', async () => {
    await renderWithProviders(<NewsPage />, '/news#free15first');
    const story = screen.getByRole('article', { name: /FREE15FIRST/ });
    expect(within(story).getByRole('button', { name: /Show less/ })).toBeInTheDocument();
  });

  it('gives the press team’s email and a way to the contact form', async () => {
    await renderWithProviders(<NewsPage />, '/news');
    const press = screen.getByRole('complementary', { name: 'Press enquiries' });
    expect(within(press).getByRole('link', { name: 'press@sauda.pk' })).toHaveAttribute(
      'href',
      'mailto:press@sauda.pk',
    );
    expect(within(press).getByRole('link', { name: 'Write to the press team' })).toHaveAttribute(
      'href',
      '/contact?topic=press',
    );
  });
});
