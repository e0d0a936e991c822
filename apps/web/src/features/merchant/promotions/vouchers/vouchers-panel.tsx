import AddIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MerchantVoucher } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../../ui/error-panel';
import { NoticeSnackbar } from '../../shell/components/notice-snackbar';
import { useNotice } from '../../shell/use-notice';
import { useMerchantVouchers } from '../api/get-merchant-vouchers';
import { CardGridSkeleton } from '../components/card-grid-skeleton';
import { cardGridSx } from '../components/card-grid';
import { useVoucherPause } from './use-voucher-pause';
import { VoucherCard } from './voucher-card';
import { VoucherDialog } from './voucher-dialog';
import { VouchersEmptyState } from './vouchers-empty-state';

interface Editing {
  open: boolean;
  /** The voucher being edited, or null for a new one; kept while the dialog fades out. */
  voucher: MerchantVoucher | null;
}

/** The Vouchers tab: the store's codes as cards, New voucher, edit and pause each. */
export function VouchersPanel({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const vouchers = useMerchantVouchers(storeId);
  const { notice, say, dismiss } = useNotice();
  const pause = useVoucherPause(storeId, say);
  const [editing, setEditing] = useState<Editing>({ open: false, voucher: null });
  const open = (voucher: MerchantVoucher | null) => setEditing({ open: true, voucher });
  const close = () => setEditing((shown) => ({ ...shown, open: false }));

  const content = () => {
    if (vouchers.isPending) {
      return <CardGridSkeleton label={t('merchantPromotions.vouchers.loading')} />;
    }
    if (vouchers.isError) {
      return (
        <ErrorPanel
          message={t('merchantPromotions.vouchers.error')}
          onRetry={() => void vouchers.refetch()}
        />
      );
    }
    if (vouchers.data.length === 0) return <VouchersEmptyState onCreate={() => open(null)} />;
    return (
      <Box component="ul" sx={cardGridSx} aria-label={t('merchantPromotions.vouchers.label')}>
        {vouchers.data.map((voucher) => (
          <VoucherCard
            key={voucher.id}
            voucher={voucher}
            pausePending={pause.isPending(voucher.id)}
            onToggle={pause.toggle}
            onEdit={open}
          />
        ))}
      </Box>
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 260px' }}>
          {t('merchantPromotions.vouchers.intro')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>
          {t('merchantPromotions.vouchers.create')}
        </Button>
      </Box>
      {content()}
      <VoucherDialog
        open={editing.open}
        storeId={storeId}
        voucher={editing.voucher}
        onClose={close}
        onSaved={(voucher) => {
          close();
          say('success', t('merchantPromotions.voucher.savedOf', { code: voucher.code }));
        }}
      />
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Box>
  );
}
