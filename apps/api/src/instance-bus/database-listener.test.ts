import { describe, expect, it, vi } from 'vitest';
import { DatabaseListener } from './database-listener.js';
import type { ListenSink } from './listen-source.js';

function setup() {
  let sink: ListenSink | undefined;
  const source = { start: vi.fn(() => Promise.resolve()), close: vi.fn(() => Promise.resolve()) };
  const log = { error: vi.fn() };
  const listener = new DatabaseListener(
    ['one', 'two'],
    (_channels, given) => {
      sink = given;
      return source;
    },
    log,
  );
  const from = () => {
    if (!sink) throw new Error('no sink');
    return sink;
  };
  return { listener, source, log, from };
}

describe('DatabaseListener', () => {
  it('hands each channel’s notifications to its own subscribers', () => {
    const { listener, from } = setup();
    const one = vi.fn();
    const two = vi.fn();
    listener.subscribe('one', { payload: one });
    const stop = listener.subscribe('two', { payload: two });

    from().notification('one', 'a');
    stop();
    from().notification('two', 'b');

    expect(one).toHaveBeenCalledWith('a');
    expect(two).not.toHaveBeenCalled();
  });

  it('is listening only between LISTEN and a lost connection, and says when it is back', () => {
    const { listener, from } = setup();
    const lost = vi.fn();
    const reconnected = vi.fn();
    listener.subscribe('one', { payload: () => undefined, lost, reconnected });
    expect(listener.listening).toBe(false);

    from().listening();
    expect([listener.listening, reconnected.mock.calls.length]).toEqual([true, 0]);
    from().lost();
    expect([listener.listening, lost.mock.calls.length]).toEqual([false, 1]);
    from().listening();
    expect([listener.listening, reconnected.mock.calls.length]).toEqual([true, 1]);
  });

  it('starts its source once, and a failing subscriber does not stop the others', async () => {
    const { listener, source, log, from } = setup();
    await Promise.all([listener.start(), listener.start()]);
    expect(source.start).toHaveBeenCalledOnce();

    const after = vi.fn();
    listener.subscribe('one', {
      payload: () => {
        throw new Error('broken');
      },
    });
    listener.subscribe('one', { payload: after });
    from().notification('one', 'x');
    expect(after).toHaveBeenCalledWith('x');
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('refuses a channel it does not listen on', () => {
    const { listener } = setup();
    expect(() => listener.subscribe('three', { payload: () => undefined })).toThrow(/three/);
  });
});
