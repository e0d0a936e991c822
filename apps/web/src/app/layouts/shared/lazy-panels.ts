import { lazy } from 'react';

// Panels that open on demand; each becomes its own chunk (see LazyPanel).
export const LazyLoginDialog = lazy(async () => ({
  default: (await import('../../../features/auth/components/login-dialog')).LoginDialog,
}));

export const LazyAddressDialog = lazy(async () => ({
  default: (await import('../../../features/addresses/dialog/address-dialog')).AddressDialog,
}));
