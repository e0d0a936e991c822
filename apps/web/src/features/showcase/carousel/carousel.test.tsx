import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { BrandCarousel } from '../blocks/brand-carousel';
import { BRAND_CAROUSEL_INTERVAL_MS, BRAND_CAROUSEL_SLIDES } from '../showcase-constants';
import { stubMatchMedia } from '../testing/stub-match-media';

function carousel() {
  return screen.getByRole('region', { name: 'Brands you love' });
}

/** The slide number the carousel shows, read from its position buttons. */
function currentSlide(): number {
  const dots = within(carousel()).getAllByRole('button', { name: /^Show slide/ });
  return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel (brand carousel)', () => {
  it('is a labelled carousel of five slides', async () => {
    await renderWithProviders(<BrandCarousel />);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel()).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(BRAND_CAROUSEL_SLIDES);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[0]).toHaveAccessibleName('1 of 5');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
  });

  it('moves on every 2000 ms, and not before', async () => {
    await renderWithProviders(<BrandCarousel />);
    expect(currentSlide()).toBe(1);
    advance(BRAND_CAROUSEL_INTERVAL_MS - 1);
    expect(currentSlide()).toBe(1);
    advance(1);
    expect(currentSlide()).toBe(2);
    advance(BRAND_CAROUSEL_INTERVAL_MS * 4);
    // Five slides: after the last it starts over.
    expect(currentSlide()).toBe(1);
  });

  it('keeps the live region quiet while playing and polite once stopped', async () => {
    await renderWithProviders(<BrandCarousel />);
    const track = document.getElementById(
      screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-controls')!,
    );
    expect(track).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(track).toHaveAttribute('aria-live', 'polite');
    advance(BRAND_CAROUSEL_INTERVAL_MS * 3);
    expect(currentSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(BRAND_CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe(2);
  });

  it('pauses while the mouse is over it', async () => {
    await renderWithProviders(<BrandCarousel />);
    fireEvent.mouseEnter(carousel());
    advance(BRAND_CAROUSEL_INTERVAL_MS * 3);
    expect(currentSlide()).toBe(1);
    fireEvent.mouseLeave(carousel());
    advance(BRAND_CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe(2);
  });

  it('pauses while keyboard focus is inside it, but not on the play/pause button', async () => {
    await renderWithProviders(<BrandCarousel />);
    act(() => {
      screen.getByRole('link', { name: 'Visit Karachi Biryani House' }).focus();
    });
    advance(BRAND_CAROUSEL_INTERVAL_MS * 3);
    expect(currentSlide()).toBe(1);
    act(() => {
      screen.getByRole('button', { name: 'Stop automatic slide show' }).focus();
    });
    advance(BRAND_CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe(2);
    act(() => {
      (document.activeElement as HTMLElement).blur();
    });
    advance(BRAND_CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe(3);
  });

  it('does not play for people who prefer reduced motion, until they ask it to', async () => {
    stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    await renderWithProviders(<BrandCarousel />);
    advance(BRAND_CAROUSEL_INTERVAL_MS * 3);
    expect(currentSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(BRAND_CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe(2);
  });

  it('plays when the reduced-motion query does not match', async () => {
    stubMatchMedia(() => false);
    await renderWithProviders(<BrandCarousel />);
    advance(BRAND_CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe(2);
  });

  it('goes to the next and previous slides, wrapping at both ends', async () => {
    await renderWithProviders(<BrandCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe(2);
    const slides = within(carousel()).getAllByRole('group', { hidden: true });
    expect(slides[1]).not.toHaveAttribute('aria-hidden');
    expect(slides[0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('jumps to a slide from its dot', async () => {
    await renderWithProviders(<BrandCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 4 of 5' }));
    expect(currentSlide()).toBe(4);
    expect(screen.getByRole('button', { name: 'Show slide 4 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('follows the arrow keys and ignores other keys', async () => {
    await renderWithProviders(<BrandCarousel />);
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(currentSlide()).toBe(3);
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    expect(currentSlide()).toBe(2);
    fireEvent.keyDown(carousel(), { key: 'Enter' });
    fireEvent.keyDown(carousel(), { key: 'ArrowUp' });
    expect(currentSlide()).toBe(2);
  });

  it('changes slide on a touch swipe, but not on a short one or a mouse drag', async () => {
    await renderWithProviders(<BrandCarousel />);
    const viewport = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!
      .parentElement!;
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 300 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 200 });
    expect(currentSlide()).toBe(2);
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 200 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 300 });
    expect(currentSlide()).toBe(1);
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 200 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 180 });
    fireEvent.pointerDown(viewport, { pointerType: 'mouse', clientX: 300 });
    fireEvent.pointerUp(viewport, { pointerType: 'mouse', clientX: 100 });
    expect(currentSlide()).toBe(1);
  });
});
