/** Query keys of the checkout feature. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  vouchers: (userQueryId: string, storeQueryId: string) =>
    ['checkout', 'vouchers', userQueryId, storeQueryId] as const,
};
