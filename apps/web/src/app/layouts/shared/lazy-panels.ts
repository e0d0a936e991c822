import { lazyWithRetry } from '../../../ui/lazy-with-retry';

// Panels that open on demand; each becomes its own chunk (see LazyPanel).
export const LazyLoginDialog = lazyWithRetry(async () => ({
  default: (await import('../../../features/auth/components/login-dialog')).LoginDialog,
}));

export const LazyAddressDialog = lazyWithRetry(async () => ({
  default: (await import('../../../features/addresses/dialog/address-dialog')).AddressDialog,
}));
