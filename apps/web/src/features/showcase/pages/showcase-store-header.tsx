import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTimeRounded';
import DeliveryIcon from '@mui/icons-material/DeliveryDiningRounded';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import StarIcon from '@mui/icons-material/StarRounded';
import { formatMoney } from '@sauda/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalSettings } from '../../../api/endpoints/global-settings';
import { brand } from '../../../theme/tokens';
import { BrandBadge } from '../art/brand-badge';
import { Pictogram, type PictogramKind } from '../art/pictogram';
import { SHOWCASE_BRANDS } from '../content/brands';

const STORE_LOOK = SHOWCASE_BRANDS.find((item) => item.key === 'taazaMart')!.look;
const MINIMUM_ORDER_PAISA = 30_000;
const COVER_ART: readonly PictogramKind[] = ['mango', 'milk', 'bread', 'basket', 'chai'];

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
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
        borderColor: 'divider',
        bgcolor: 'background.paper',
        fontSize: { xs: 13, sm: 14 },
        fontWeight: 500,
        '& svg': { fontSize: 18, color: 'text.secondary' },
      }}
    >
      {icon}
      {children}
    </Box>
  );
}

function Cover() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        aspectRatio: { xs: '3 / 1', md: '5 / 1' },
        borderRadius: '20px',
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-evenly',
        background: `linear-gradient(120deg, ${brand.primary} 0%, ${brand.primaryDark} 70%)`,
        '& svg': { width: { xs: 44, md: 88 }, height: 'auto', opacity: 0.9 },
      }}
    >
      {COVER_ART.map((kind) => (
        <Pictogram key={kind} kind={kind} />
      ))}
    </Box>
  );
}

/** The showcase store's header: cover, logo, name, rating and delivery facts. */
export function ShowcaseStoreHeader() {
  const { t } = useTranslation();
  const { freeDeliveryThresholdPaisa } = useGlobalSettings();
  return (
    <Box component="header">
      <Box sx={{ position: 'relative', mb: { xs: 5, md: 6 } }}>
        <Cover />
        <Box
          sx={{
            position: 'absolute',
            insetInlineStart: { xs: 16, md: 28 },
            bottom: { xs: -36, md: -44 },
          }}
        >
          <BrandBadge look={STORE_LOOK} size={88} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 0.75 }}>
        <Typography variant="h2" component="h1">
          {t('showcase.store.name')}
        </Typography>
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            px: 1.25,
            py: 0.25,
            borderRadius: 6,
            bgcolor: brand.primaryLight,
            color: brand.primaryDark,
            fontWeight: 600,
            fontSize: 14,
            '&::before': {
              content: '""',
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: brand.primary,
            },
          }}
        >
          {t('showcase.store.open')}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 0.5,
          color: 'text.secondary',
          fontSize: 14,
          mb: 2,
        }}
      >
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.primary' }}
        >
          <StarIcon sx={{ fontSize: 18, color: brand.accent }} />
          <strong>{t('showcase.store.rating')}</strong>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('showcase.store.ratingCount')}
          </Box>
        </Box>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <PlaceIcon sx={{ fontSize: 18 }} />
          {t('showcase.store.area')}
        </Box>
      </Box>
      <Box
        component="ul"
        aria-label={t('showcase.store.facts')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        <Fact icon={<AccessTimeIcon />}>{t('showcase.store.deliveryTime')}</Fact>
        <Fact icon={<DeliveryIcon />}>
          {t('showcase.store.freeDelivery', { amount: formatMoney(freeDeliveryThresholdPaisa) })}
        </Fact>
        <Fact icon={<ReceiptIcon />}>
          {t('showcase.store.minimumOrder', { amount: formatMoney(MINIMUM_ORDER_PAISA) })}
        </Fact>
      </Box>
    </Box>
  );
}
