import { describe, expect, it, vi } from 'vitest';
import { createDevSmsSender, isDevSmsSender } from './dev-sms-sender.js';

describe('createDevSmsSender', () => {
  it('logs the code and keeps the newest messages first, up to its capacity', async () => {
    const log = { info: vi.fn() };
    const sender = createDevSmsSender(log, 2, () => new Date('2024-05-01T10:00:00Z'));

    await sender.send('+923001111111', 'first 111111', '111111');
    await sender.send('+923002222222', 'second 222222', '222222');
    await sender.send('+923001111111', 'third 333333', '333333');

    expect(sender.outbox().map((message) => message.code)).toEqual(['333333', '222222']);
    expect(sender.outbox('+923001111111')).toEqual([
      {
        to: '+923001111111',
        body: 'third 333333',
        code: '333333',
        sent_at: '2024-05-01T10:00:00.000Z',
      },
    ]);
    expect(log.info).toHaveBeenCalledWith(
      { to: '+923002222222', code: '222222' },
      expect.stringContaining('second 222222'),
    );
    expect(isDevSmsSender(sender)).toBe(true);
  });

  it('keeps one outbox per sender', async () => {
    const first = createDevSmsSender({ info: () => {} });
    const second = createDevSmsSender({ info: () => {} });
    await first.send('+923001111111', 'body', '123456');
    expect(second.outbox()).toEqual([]);
  });
});
