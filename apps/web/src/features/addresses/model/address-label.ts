import type { Address } from '@sauda/domain';
import type { TFunction } from 'i18next';

/** How an address is named to the shopper (SPEC §2): Home, Work, or its own name. */
export function addressLabel(t: TFunction, address: Pick<Address, 'type' | 'name'>): string {
  switch (address.type) {
    case 'home':
      return t('addresses.home');
    case 'work':
      return t('addresses.work');
    case 'others':
      return address.name.trim() || t('addresses.unnamed');
  }
}
