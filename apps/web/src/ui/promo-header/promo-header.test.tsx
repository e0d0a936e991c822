import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { PromoHeader } from './promo-header';
import { PROMO_HEADER_DISMISS_MS, PROMO_HEADER_STORAGE_KEY } from './promo-header-constants';

const offer = () => screen.queryByRole('complementary', { name: 'First-order offer' });

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PromoHeader', () => {
  it('offers the first-order code with a link to the shops', async () => {
    await renderWithProviders(<PromoHeader />);
    const bar = offer()!;
    expect(bar).toHaveTextContent('Get 15% off your first order with code FREE15FIRST.');
    expect(within(bar).getByRole('link', { name: 'Start shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('fades on close and is removed after 100 ms, then stays closed', async () => {
    const { unmount } = await renderWithProviders(<PromoHeader />);
    fireEvent.click(screen.getByRole('button', { name: 'Close offer' }));
    expect(offer()).toHaveAttribute('data-state', 'closing');
    act(() => {
      vi.advanceTimersByTime(PROMO_HEADER_DISMISS_MS - 1);
    });
    expect(offer()).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(offer()).not.toBeInTheDocument();
    expect(localStorage.getItem(PROMO_HEADER_STORAGE_KEY)).toBe('true');
    unmount();

    await renderWithProviders(<PromoHeader />);
    expect(offer()).not.toBeInTheDocument();
  });

  it('never shows once dismissed, not even for the first paint', async () => {
    localStorage.setItem(PROMO_HEADER_STORAGE_KEY, 'true');
    await renderWithProviders(<PromoHeader />);
    expect(offer()).not.toBeInTheDocument();
  });

  it('shows for any other stored value', async () => {
    localStorage.setItem(PROMO_HEADER_STORAGE_KEY, 'later');
    await renderWithProviders(<PromoHeader />);
    expect(offer()).toBeInTheDocument();
  });

  it('still shows and closes when storage refuses access', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await renderWithProviders(<PromoHeader />);
    fireEvent.click(screen.getByRole('button', { name: 'Close offer' }));
    act(() => {
      vi.advanceTimersByTime(PROMO_HEADER_DISMISS_MS);
    });
    expect(offer()).not.toBeInTheDocument();
  });
});
