import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudioContext, installFakeAudio, rings } from '../testing/fake-audio-context';
import { ALERT_REPEAT_MS, useAlertSound } from './use-alert-sound';

interface Props {
  ringing: boolean;
  muted: boolean;
  ringKey: string;
}

function renderSound(initialProps: Props) {
  return renderHook((props: Props) => useAlertSound(props.ringing, props.muted, props.ringKey), {
    initialProps,
  });
}

beforeEach(() => {
  installFakeAudio();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAlertSound', () => {
  it('rings at once and every 10 s while an order waits, and stops once seen', () => {
    const sound = renderSound({ ringing: true, muted: false, ringKey: 'ord_1' });
    expect(sound.result.current.state).toBe('ready');
    expect(rings()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(ALERT_REPEAT_MS);
    });
    expect(rings()).toBe(2);
    act(() => {
      vi.advanceTimersByTime(ALERT_REPEAT_MS);
    });
    expect(rings()).toBe(3);
    sound.rerender({ ringing: false, muted: false, ringKey: '' });
    act(() => {
      vi.advanceTimersByTime(3 * ALERT_REPEAT_MS);
    });
    expect(rings()).toBe(3);
  });

  it('rings again at once for another new order', () => {
    const sound = renderSound({ ringing: true, muted: false, ringKey: 'ord_1' });
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    sound.rerender({ ringing: true, muted: false, ringKey: 'ord_2 ord_1' });
    expect(rings()).toBe(2);
  });

  it('stays silent while muted', () => {
    const sound = renderSound({ ringing: true, muted: true, ringKey: 'ord_1' });
    act(() => {
      vi.advanceTimersByTime(3 * ALERT_REPEAT_MS);
    });
    expect(rings()).toBe(0);
    sound.rerender({ ringing: true, muted: false, ringKey: 'ord_1' });
    expect(rings()).toBe(1);
  });

  it('waits for a click or a key on the page when the browser blocks sound', async () => {
    installFakeAudio('suspended');
    const sound = renderSound({ ringing: true, muted: false, ringKey: 'ord_1' });
    expect(sound.result.current.state).toBe('blocked');
    expect(rings()).toBe(0);
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    await waitFor(() => expect(sound.result.current.state).toBe('ready'));
    expect(rings()).toBe(1);
  });

  it('stays blocked when the browser still refuses', async () => {
    installFakeAudio('suspended');
    FakeAudioContext.allowResume = false;
    const sound = renderSound({ ringing: true, muted: false, ringKey: 'ord_1' });
    act(() => sound.result.current.enable());
    await Promise.resolve();
    expect(sound.result.current.state).toBe('blocked');
  });

  it('has nothing to offer without Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    const sound = renderSound({ ringing: true, muted: false, ringKey: 'ord_1' });
    expect(sound.result.current.state).toBe('unavailable');
  });

  it('closes the audio when the queue closes', () => {
    const sound = renderSound({ ringing: false, muted: false, ringKey: '' });
    sound.unmount();
    expect(FakeAudioContext.current?.state).toBe('closed');
  });
});
