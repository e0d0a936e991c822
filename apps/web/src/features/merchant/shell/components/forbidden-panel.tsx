import Button from '@mui/material/Button';
import BlockIcon from '@mui/icons-material/DoNotDisturbAltOutlined';
import OrdersIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { MerchantRole } from '@sauda/domain';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MERCHANT_PAGES } from '../model/merchant-pages';
import { BackOfficeStatePanel } from './back-office-state-panel';

/**
 * A page the member's role may not use, opened by its address: said politely, with the way to
 * the orders every role works on. The page itself never loads, so nothing is refused.
 */
export function ForbiddenPanel({ role }: { role: MerchantRole }) {
  const { t } = useTranslation();
  return (
    <BackOfficeStatePanel
      icon={<BlockIcon />}
      title={t('backOffice.forbidden.title')}
      body={t('backOffice.forbidden.body', { role: t(`backOffice.roles.${role}`) })}
      actions={
        <Button
          component={RouterLink}
          to={MERCHANT_PAGES.ordersMgmt.path}
          variant="contained"
          startIcon={<OrdersIcon />}
        >
          {t('backOffice.forbidden.orders')}
        </Button>
      }
    />
  );
}
