import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import OfferIcon from '@mui/icons-material/LocalOfferOutlined';
import ShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import ReturnIcon from '@mui/icons-material/AssignmentReturnOutlined';
import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import { FIRST_PURCHASE_VOUCHER_CODE, FREE_RETURNS_DAYS, formatMoney } from '@sauda/domain';
import type { ReactElement, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useGlobalSettings } from '../../../api/endpoints/global-settings';
import { brand } from '../../../theme/tokens';

type PromoKey = 'firstOrder' | 'freeDelivery' | 'returns' | 'support';

const PROMOS: ReadonlyArray<{ key: PromoKey; icon: ReactElement }> = [
  { key: 'firstOrder', icon: <OfferIcon /> },
  { key: 'freeDelivery', icon: <ShippingIcon /> },
  { key: 'returns', icon: <ReturnIcon /> },
  { key: 'support', icon: <SupportIcon /> },
];

function PromoCode({ children }: { children?: ReactNode }) {
  return (
    <Box
      component="strong"
      sx={{
        px: 0.75,
        borderRadius: '6px',
        border: '1px dashed',
        borderColor: 'secondary.dark',
        bgcolor: brand.accentLight,
        color: 'text.primary',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        letterSpacing: '0.02em',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The marketing promises of SPEC §1: the free-delivery threshold from the global configuration,
 * the other numbers from the domain constants.
 */
export function PromoStrip() {
  const { t } = useTranslation();
  const { freeDeliveryThresholdPaisa } = useGlobalSettings();
  const values = {
    code: FIRST_PURCHASE_VOUCHER_CODE,
    // A no-break space keeps "Rs" and the amount on one line.
    amount: formatMoney(freeDeliveryThresholdPaisa).replace(' ', '\u00A0'),
    days: FREE_RETURNS_DAYS,
  };
  return (
    <Container
      maxWidth="lg"
      component="section"
      aria-label={t('home.promos.label')}
      sx={{ mt: { xs: -2, md: -4 }, position: 'relative' }}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: { xs: 1, md: 1.5 },
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          gap: { xs: 0.5, md: 1 },
          bgcolor: 'background.paper',
          borderRadius: '20px',
          border: 1,
          borderColor: 'divider',
          boxShadow: '0 12px 32px -18px rgba(6, 77, 55, 0.35)',
        }}
      >
        {PROMOS.map(({ key, icon }) => (
          <Box
            component="li"
            key={key}
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'flex-start', sm: 'center' },
              gap: { xs: 1, sm: 1.5 },
              p: 1.5,
            }}
          >
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 44,
                height: 44,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: brand.accentLight,
                color: '#8A5A00',
              }}
            >
              {icon}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="p">
                {t(`home.promos.${key}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <Trans
                  i18nKey={`home.promos.${key}.body`}
                  values={values}
                  components={{ code: <PromoCode /> }}
                />
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
