import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { CardGrid } from './card-grid';

const NAMES = ['Afzal', 'Anwar', 'Barkat', 'Butt', 'Chaman', 'Dilpasand'];

describe('CardGrid', () => {
  it('lets the cards after the first screen hydrate when they come into view', async () => {
    await renderWithProviders(
      <CardGrid
        kind="stores"
        label="Stores"
        items={NAMES}
        keyOf={(name) => name}
        render={(name) => <article>{name}</article>}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Stores' })).getAllByRole('listitem');
    // Rendered in the browser, every card shows at once, in order.
    expect(cards.map((card) => card.textContent)).toEqual(NAMES);
    const waiting = cards.map((card) => card.querySelector('[data-hydrate-when-visible]') !== null);
    expect(waiting).toEqual([false, false, false, false, true, true]);
  });
});
