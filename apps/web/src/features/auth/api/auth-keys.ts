/** Query keys of the accounts feature. */
export const authKeys = {
  all: ['auth'] as const,
  me: ['auth', 'me'] as const,
  outbox: (mobileNumber: string, sentAt: string) =>
    ['auth', 'dev-outbox', mobileNumber, sentAt] as const,
};
