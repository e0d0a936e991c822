import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe({ seen }: { seen?: boolean[] }) {
  const hydrated = useHydrated();
  seen?.push(hydrated);
  return <button disabled={!hydrated}>Add to cart</button>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, then true', () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const seen: boolean[] = [];
    act(() => {
      hydrateRoot(container, <Probe seen={seen} />);
    });
    expect(seen[0]).toBe(false);
    expect(container.querySelector('button')).toBeEnabled();
    container.remove();
  });

  it('is true at once when the browser renders the page itself', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([true]);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });
});
