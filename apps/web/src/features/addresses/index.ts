// The addresses feature's public entry: other features import it only through this file
// (eslint.config.js, webFeatureEntryZones), so it exports just what they use.
export { AddressDialog } from './dialog/address-dialog';
export { addressLabel } from './model/address-label';
export { useDeliveryPoint } from './selection/use-delivery-point';
export { useSelectedAddress } from './selection/use-selected-address';
export { useSelectedAddressLabel } from './selection/use-selected-address-label';
