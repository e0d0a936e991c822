import { expect, type APIRequestContext } from '@playwright/test';

export interface OutboxMessage {
  to: string;
  body: string;
  code: string;
  sent_at: string;
}

/** A mobile number nobody else uses in this run: +923 and nine random digits. */
export function freshMobileNumber(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
  return `+923${digits}`;
}

/** "+923001234567" → "+92 300 1234567", as a person types it into the mask. */
export function maskedNumber(number: string): string {
  return `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`;
}

/** What the demo SMS provider sent to a number, newest first (GET /api/v1/dev/outbox). */
export async function readOutbox(
  request: APIRequestContext,
  number: string,
): Promise<OutboxMessage[]> {
  const answer = await request.get('/api/v1/dev/outbox', { params: { mobile_number: number } });
  expect(answer.ok(), 'the dev outbox answers (SMS_PROVIDER=dev)').toBeTruthy();
  return ((await answer.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits for the code of the next message to a number: the one after `seen` messages. */
export async function nextCode(
  request: APIRequestContext,
  number: string,
  seen = 0,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = await readOutbox(request, number);
      code = messages.length > seen ? (messages[0]?.code ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
