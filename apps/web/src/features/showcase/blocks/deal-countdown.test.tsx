import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { countdownParts, formatCountdown } from '../hooks/countdown-parts';
import { DEAL_COUNTDOWN_SECONDS } from '../showcase-constants';
import { DealCountdown } from './deal-countdown';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('formatCountdown', () => {
  it('shows 172800 s as 48:00:00 and pads each part', () => {
    expect(DEAL_COUNTDOWN_SECONDS).toBe(172_800);
    expect(formatCountdown(DEAL_COUNTDOWN_SECONDS)).toBe('48:00:00');
    expect(formatCountdown(3_661)).toBe('01:01:01');
    expect(formatCountdown(59)).toBe('00:00:59');
  });

  it('never goes below zero and drops fractions', () => {
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(countdownParts(61.9)).toEqual({ hours: 0, minutes: 1, seconds: 1 });
  });
});

describe('DealCountdown', () => {
  it('starts at 48:00:00 as a labelled timer and ticks down each second', async () => {
    await renderWithProviders(<DealCountdown />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('48:00:00');
    expect(timer).toHaveAccessibleName('Deal ends in 48 hours, 0 minutes and 0 seconds');
    advance(999);
    expect(timer).toHaveTextContent('48:00:00');
    advance(1);
    expect(timer).toHaveTextContent('47:59:59');
    expect(timer).toHaveAccessibleName('Deal ends in 47 hours, 59 minutes and 59 seconds');
    advance(61_000);
    expect(timer).toHaveTextContent('47:58:58');
  });

  it('uses one interval for its whole life', async () => {
    const setIntervalSpy = vi.spyOn(window, 'setInterval');
    await renderWithProviders(<DealCountdown />);
    advance(5_000);
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
  });

  it('says "Deal ended" at zero and stops ticking', async () => {
    await renderWithProviders(<DealCountdown startSeconds={2} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    expect(screen.getByRole('timer')).toHaveAccessibleName(
      'Deal ends in 0 hours, 0 minutes and 2 seconds',
    );
    advance(2_000);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Deal ended');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows "Deal ended" at once when it starts at zero or below', async () => {
    await renderWithProviders(<DealCountdown startSeconds={-10} />);
    expect(screen.getByText('Deal ended')).toBeInTheDocument();
  });
});
