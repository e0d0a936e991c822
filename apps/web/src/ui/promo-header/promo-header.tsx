import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import CloseIcon from '@mui/icons-material/CloseRounded';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import { FIRST_PURCHASE_DISCOUNT_PERCENT, FIRST_PURCHASE_VOUCHER_CODE } from '@sauda/domain';
import { Link as RouterLink } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { brand } from '../../theme/tokens';
import { PROMO_HEADER_DISMISS_MS } from './promo-header-constants';
import { usePromoHeaderState } from './use-promo-header-state';

/**
 * The slim offer bar above the public navbar. Closing fades and folds it for 100 ms, then it is
 * removed and stays closed on later visits.
 */
export function PromoHeader() {
  const { t } = useTranslation();
  const { state, dismiss } = usePromoHeaderState();
  if (state === 'gone') return null;
  const closing = state === 'closing';
  return (
    <Box
      component="aside"
      aria-label={t('promoHeader.label')}
      data-state={state}
      sx={{
        display: 'grid',
        gridTemplateRows: closing ? '0fr' : '1fr',
        opacity: closing ? 0 : 1,
        transition: `grid-template-rows ${PROMO_HEADER_DISMISS_MS}ms ease-in, opacity ${PROMO_HEADER_DISMISS_MS}ms ease-in`,
        bgcolor: brand.primaryDark,
        color: '#FFFFFF',
      }}
    >
      <Box sx={{ overflow: 'hidden', minHeight: 0 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            maxWidth: 1200,
            mx: 'auto',
            minHeight: 40,
            paddingInlineStart: { xs: 2, sm: 3 },
            paddingInlineEnd: 0.5,
            fontSize: { xs: 13, sm: 14 },
          }}
        >
          <LocalOfferIcon sx={{ fontSize: 18, color: brand.accent, flexShrink: 0 }} />
          <Box component="p" sx={{ m: 0, flex: 1, textAlign: { xs: 'start', sm: 'center' } }}>
            <Trans
              i18nKey="promoHeader.message"
              values={{
                percent: FIRST_PURCHASE_DISCOUNT_PERCENT,
                code: FIRST_PURCHASE_VOUCHER_CODE,
              }}
              components={{ code: <Box component="strong" sx={{ color: brand.accent }} /> }}
            />{' '}
            <Link
              component={RouterLink}
              to="/products"
              sx={{ color: 'inherit', fontWeight: 600, whiteSpace: 'nowrap' }}
            >
              {t('promoHeader.cta')}
            </Link>
          </Box>
          <IconButton
            size="small"
            onClick={dismiss}
            aria-label={t('promoHeader.close')}
            sx={{ color: 'inherit', flexShrink: 0 }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      </Box>
    </Box>
  );
}
