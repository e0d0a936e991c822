import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sauda/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillRow } from './bill-rows';

interface BillPanelProps {
  rows: readonly BillRow[];
  labelledBy: string;
}

/** The bill as a description list: each row's label and amount, Total last and bold. */
export function BillPanel({ rows, labelledBy }: BillPanelProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      aria-labelledby={labelledBy}
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2, m: 0 }}
    >
      {rows.map((row) => {
        const total = row.key === 'total';
        const amount =
          row.paisa === null
            ? t('checkout.bill.freeDelivery')
            : `${row.minus && row.paisa > 0 ? '- ' : ''}${formatMoney(row.paisa, { prefix: 'Rs' })}`;
        return (
          <Fragment key={row.key}>
            {total && <Divider sx={{ gridColumn: '1 / -1', my: 0.5 }} />}
            <Typography
              component="dt"
              sx={{ fontWeight: total ? 700 : 400 }}
              color={total ? 'text.primary' : 'text.secondary'}
            >
              {t(`checkout.bill.${row.key}`)}
            </Typography>
            <Typography
              component="dd"
              data-bill-row={row.key}
              sx={{
                m: 0,
                textAlign: 'end',
                fontWeight: total ? 700 : 600,
                fontVariantNumeric: 'tabular-nums',
                whiteSpace: 'nowrap',
                color: row.paisa === null ? 'primary.main' : 'text.primary',
              }}
            >
              {amount}
            </Typography>
          </Fragment>
        );
      })}
    </Box>
  );
}
