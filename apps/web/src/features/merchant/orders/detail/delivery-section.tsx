import Typography from '@mui/material/Typography';
import type { Address } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { AddressPreviewMap } from '../../../../shared/map/address-preview-map';
import { DetailSection } from './detail-section';

/** The parts of an address a rider looks for, in the order they read them. */
function addressLines(address: Address): string[] {
  return [
    address.description,
    [address.building, address.street].filter(Boolean).join(', '),
    [address.floor, address.room].filter(Boolean).join(', '),
    address.landmark,
  ].filter((line) => line.trim() !== '');
}

/** Where the order goes: the address as placed, and a map with its pin (usable without tiles). */
export function DeliverySection({ address }: { address: Address | null }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('merchantOrders.detail.delivery')}>
      {address ? (
        <>
          {[...new Set(addressLines(address))].map((line) => (
            <Typography key={line} sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
          <AddressPreviewMap point={{ lat: address.lat, long: address.long }} height={180} />
        </>
      ) : (
        <Typography color="text.secondary">{t('merchantOrders.detail.noAddress')}</Typography>
      )}
    </DetailSection>
  );
}
