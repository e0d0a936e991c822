/** Sends one text message; the one seam between the accounts and an SMS gateway. */
export interface SmsSender {
  /** `code` is the one-time code inside `body`, kept apart for the dev outbox. */
  send(to: string, body: string, code: string): Promise<void>;
}
