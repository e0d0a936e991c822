import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTimeRounded';
import DeliveryIcon from '@mui/icons-material/DeliveryDiningRounded';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import StarIcon from '@mui/icons-material/StarRounded';
import type { Company } from '@sauda/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { formatRupees } from '../../../ui/money';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { CatalogImage } from '../../../shared/catalog/catalog-image';
import { NoDeliveryChip } from '../components/no-delivery-chip';
import { StoreStatusChip } from '../components/store-status-chip';
import { deliveryFeeText, distanceKm, durationText } from '../format/delivery-text';
import { StoreHoursPanel } from './store-hours-panel';

function Fact({
  icon,
  children,
  strong,
}: {
  icon: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.5,
        borderRadius: 6,
        border: 1,
        borderColor: strong ? 'transparent' : 'divider',
        bgcolor: strong ? brand.primaryLight : 'background.paper',
        color: strong ? brand.primaryDark : 'text.primary',
        fontSize: { xs: 13, sm: 14 },
        fontWeight: strong ? 600 : 500,
        '& svg': { fontSize: 18, color: strong ? brand.primary : 'text.secondary' },
      }}
    >
      {icon}
      {children}
    </Box>
  );
}

/** Banner, logo and everything a shopper checks before ordering from the store. */
export function StoreHeader({ store }: { store: Company }) {
  const { t } = useTranslation();
  const place = [store.address.line, store.address.area, store.address.city]
    .filter(Boolean)
    .join(', ');
  return (
    <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
      <Box sx={{ position: 'relative', mb: { xs: 5, md: 6 } }}>
        <CatalogImage
          src={store.banner_url}
          alt=""
          name={store.name}
          ratio="4 / 1"
          priority
          sx={{
            borderRadius: 1,
            aspectRatio: { xs: '3 / 1', md: '4 / 1' },
            ...(store.is_open && store.delivers_to_location !== false
              ? {}
              : { filter: 'grayscale(0.5)' }),
          }}
        />
        <CatalogImage
          src={store.picture.medium}
          alt=""
          name={store.name}
          ratio="1 / 1"
          fit="contain"
          eager
          sx={{
            position: 'absolute',
            insetInlineStart: { xs: 16, md: 28 },
            bottom: { xs: -32, md: -40 },
            width: { xs: 72, md: 96 },
            borderRadius: '50%',
            bgcolor: 'background.paper',
            border: 4,
            borderColor: 'background.paper',
            boxShadow: '0 4px 14px rgba(28, 31, 30, 0.18)',
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 0.75 }}>
        <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {store.name}
        </Typography>
        <StoreStatusChip open={store.is_open} size="medium" />
        {store.delivers_to_location === false && <NoDeliveryChip size="medium" />}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 0.5,
          color: 'text.secondary',
          fontSize: 14,
          mb: 2,
        }}
      >
        {store.rating !== null && (
          <Box
            component="span"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.25,
              color: 'text.primary',
              fontWeight: 600,
            }}
          >
            <StarIcon sx={{ fontSize: 18, color: brand.accent }} aria-hidden="true" />
            <span aria-hidden="true">{store.rating.toFixed(1)}</span>
            <Box component="span" sx={visuallyHidden}>
              {t('catalog.storeCard.rating', { rating: store.rating.toFixed(1) })}
            </Box>
          </Box>
        )}
        {place && (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <PlaceIcon sx={{ fontSize: 18 }} aria-hidden="true" />
            {place}
          </Box>
        )}
        {store.distance !== null && (
          <span>{t('catalog.store.distance', { distance: distanceKm(store.distance) })}</span>
        )}
      </Box>
      {store.description && (
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
          {store.description}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={t('catalog.store.facts')}
        sx={{ listStyle: 'none', m: 0, p: 0, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        <Fact icon={<AccessTimeIcon aria-hidden="true" />}>
          {t('catalog.store.deliveryTime', { time: durationText(t, store.delivery_time) })}
        </Fact>
        <Fact icon={<DeliveryIcon aria-hidden="true" />} strong={store.delivery_fee_value === 0}>
          {deliveryFeeText(t, store.delivery_fee_value)}
        </Fact>
        {store.minimum_order > 0 && (
          <Fact icon={<ReceiptIcon aria-hidden="true" />}>
            {t('catalog.store.minimumOrder', { amount: formatRupees(store.minimum_order) })}
          </Fact>
        )}
      </Box>
      <StoreHoursPanel store={store} />
    </Box>
  );
}
