import EditIcon from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MerchantVoucher } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { CodeChip } from '../components/code-chip';
import { PromotionStatusChip } from '../components/promotion-status-chip';
import { windowText } from '../model/promotion-window-text';
import { voucherMinimumText, voucherTermsText, voucherUsesText } from '../model/voucher-terms-text';
import { VoucherPauseSwitch } from './voucher-pause-switch';

interface VoucherCardProps {
  voucher: MerchantVoucher;
  pausePending: boolean;
  onToggle: (voucher: MerchantVoucher, isActive: boolean) => void;
  onEdit: (voucher: MerchantVoucher) => void;
}

/** One voucher: its code, what it takes off, for which orders, how far used, when, and where it stands. */
export function VoucherCard({ voucher, pausePending, onToggle, onEdit }: VoucherCardProps) {
  const { t } = useTranslation();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={voucher.code}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.25, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <CodeChip code={voucher.code} />
        <PromotionStatusChip status={voucher.status} />
      </Box>
      <Typography component="h3" sx={{ fontSize: 17, fontWeight: 700 }}>
        {voucherTermsText(t, voucher)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.25 }}>
        <Typography variant="body2" color="text.secondary">
          {voucherMinimumText(t, voucher)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {voucherUsesText(t, voucher)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {windowText(t, voucher.starts_at, voucher.ends_at)}
        </Typography>
      </Box>
      <Box
        sx={{
          mt: 'auto',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <VoucherPauseSwitch voucher={voucher} pending={pausePending} onToggle={onToggle} />
        <Button
          size="small"
          startIcon={<EditIcon />}
          onClick={() => onEdit(voucher)}
          aria-label={t('merchantPromotions.voucher.editOf', { code: voucher.code })}
        >
          {t('merchantPromotions.edit')}
        </Button>
      </Box>
    </Paper>
  );
}
