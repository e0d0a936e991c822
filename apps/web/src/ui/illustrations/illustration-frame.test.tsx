import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IllustrationFrame } from './illustration-frame';

describe('IllustrationFrame', () => {
  it('draws on a 200×160 canvas scaled to the given width, hidden from screen readers', () => {
    const { container } = render(
      <IllustrationFrame size={150}>
        <circle data-testid="drawing" cx="10" cy="10" r="5" />
      </IllustrationFrame>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 200 160');
    expect(svg).toHaveAttribute('width', '150');
    expect(svg).toHaveAttribute('height', '120');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.querySelector('[data-testid="drawing"]')).not.toBeNull();
  });
});
