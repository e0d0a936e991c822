import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import OfferIcon from '@mui/icons-material/LocalOfferOutlined';
import ShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import ReturnIcon from '@mui/icons-material/AssignmentReturnOutlined';
import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import {
  FIRST_PURCHASE_DISCOUNT_PERCENT,
  FIRST_PURCHASE_VOUCHER_CODE,
  FREE_RETURNS_DAYS,
  formatMoney,
} from '@sauda/domain';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalSettings } from '../../../api/endpoints/global-settings';
import { brand } from '../../../theme/tokens';
import { BlockHeading, type BlockTitleLevel } from './block-heading';

type ServiceKey = 'freeDelivery' | 'returns' | 'support' | 'firstOrder';

const SERVICES: ReadonlyArray<{ key: ServiceKey; icon: ReactElement }> = [
  { key: 'freeDelivery', icon: <ShippingIcon /> },
  { key: 'returns', icon: <ReturnIcon /> },
  { key: 'support', icon: <SupportIcon /> },
  { key: 'firstOrder', icon: <OfferIcon /> },
];

interface ServiceHighlightsProps {
  titleComponent?: BlockTitleLevel;
}

/** The service promises of SPEC §1; the free-delivery threshold from the global configuration. */
export function ServiceHighlights({ titleComponent = 'h2' }: ServiceHighlightsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { freeDeliveryThresholdPaisa } = useGlobalSettings();
  const values = {
    // A no-break space keeps "Rs" and the amount on one line.
    amount: formatMoney(freeDeliveryThresholdPaisa).replace(' ', '\u00A0'),
    days: FREE_RETURNS_DAYS,
    code: FIRST_PURCHASE_VOUCHER_CODE,
    percent: FIRST_PURCHASE_DISCOUNT_PERCENT,
  };
  return (
    <Box component="section" aria-labelledby={titleId}>
      <BlockHeading id={titleId} component={titleComponent} title={t('showcase.services.title')} />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {SERVICES.map(({ key, icon }) => (
          <Box
            component="li"
            key={key}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 2,
              borderRadius: '16px',
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 48,
                height: 48,
                flexShrink: 0,
                borderRadius: '14px',
                bgcolor: brand.primaryLight,
                color: 'primary.main',
              }}
            >
              {icon}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="p">
                {t(`showcase.services.${key}.title`, values)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`showcase.services.${key}.body`, values)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
