import { useTranslation } from 'react-i18next';
import { addressLabel } from '../model/address-label';
import { useSelectedAddress } from './use-selected-address';

/** Home, Work or the name of the selected address; null when there is none. */
export function useSelectedAddressLabel(): string | null {
  const { t } = useTranslation();
  const address = useSelectedAddress();
  return address ? addressLabel(t, address) : null;
}
