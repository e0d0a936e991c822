import type { SmsSender } from '../../../auth/sms/sms-sender.js';

export interface SentSms {
  to: string;
  body: string;
}

/** An SMS sender that keeps what it was asked to send, for the tests to read. */
export function createRecordingSms(): SmsSender & { sent: SentSms[] } {
  const sent: SentSms[] = [];
  return {
    sent,
    send(to, body) {
      sent.push({ to, body });
      return Promise.resolve();
    },
  };
}
