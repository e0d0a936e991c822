import type { OutboxMessage } from '@sauda/domain';
import type { SmsSender } from './sms-sender.js';

export const DEV_OUTBOX_CAPACITY = 200;

export interface SmsLog {
  info(details: object, message: string): void;
}

/** The local provider: codes go to the log and to an in-memory outbox instead of a phone. */
export interface DevSmsSender extends SmsSender {
  readonly provider: 'dev';
  /** Newest first; only the messages to `to` when given. */
  outbox(to?: string): OutboxMessage[];
}

export function createDevSmsSender(
  log: SmsLog,
  capacity = DEV_OUTBOX_CAPACITY,
  now: () => Date = () => new Date(),
): DevSmsSender {
  const messages: OutboxMessage[] = [];
  return {
    provider: 'dev',
    send(to, body, code) {
      log.info({ to, code }, `SMS (dev provider) to ${to}: ${body}`);
      messages.unshift({ to, body, code, sent_at: now().toISOString() });
      messages.length = Math.min(messages.length, capacity);
      return Promise.resolve();
    },
    outbox(to) {
      return messages.filter((message) => to === undefined || message.to === to);
    },
  };
}

export function isDevSmsSender(sender: SmsSender): sender is DevSmsSender {
  return (sender as Partial<DevSmsSender>).provider === 'dev';
}
