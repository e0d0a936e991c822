import { describe, expect, it } from 'vitest';
import { otpSendFrom, resendWaitFrom } from './otp-send';

const NOW = Date.parse('2025-03-01T10:00:00.000Z');

describe('otpSendFrom', () => {
  it('takes the send time and the resend time of the server', () => {
    const send = otpSendFrom(
      {
        purpose: 'signup',
        sent_at: '2025-03-01T09:59:50.000Z',
        resend_available_at: '2025-03-01T10:00:20.000Z',
        expires_at: '2025-03-01T10:04:50.000Z',
      },
      NOW,
    );
    expect(send).toEqual({
      sentAt: '2025-03-01T09:59:50.000Z',
      resendAvailableAt: Date.parse('2025-03-01T10:00:20.000Z'),
    });
  });

  it('waits the spec’s 30 seconds from now without server data', () => {
    expect(otpSendFrom(null, NOW)).toEqual({
      sentAt: '2025-03-01T10:00:00.000Z',
      resendAvailableAt: NOW + 30_000,
    });
  });
});

describe('resendWaitFrom', () => {
  it('waits as long as a 429 says', () => {
    expect(resendWaitFrom({ retry_after_seconds: 18 }, NOW).resendAvailableAt).toBe(NOW + 18_000);
  });

  it('waits 30 seconds when the 429 names no wait', () => {
    expect(resendWaitFrom({}, NOW).resendAvailableAt).toBe(NOW + 30_000);
    expect(resendWaitFrom({ retry_after_seconds: 'soon' }, NOW).resendAvailableAt).toBe(
      NOW + 30_000,
    );
  });
});
