import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import PublishIcon from '@mui/icons-material/RocketLaunchOutlined';
import UnpublishIcon from '@mui/icons-material/VisibilityOffOutlined';
import type { OperatorStore } from '@sauda/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { commissionText } from '../model/commission-input';
import { CommissionDialog } from './commission-dialog';
import { PublishDialog } from './publish-dialog';
import { StoreOwners } from './store-owners';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 600 }}>{children}</Box>
    </Box>
  );
}

interface OperatorStoreCardProps {
  store: OperatorStore;
  /** Tells the page what changed, for its live announcement. */
  onChanged: (message: string) => void;
}

/**
 * One store to onboard or look after: who owns it, what it sells, the commission (changed in
 * a dialog) and Publish or Unpublish.
 */
export function OperatorStoreCard({ store, onChanged }: OperatorStoreCardProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'commission' | 'publish' | null>(null);
  const close = () => setDialog(null);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={store.name}
      sx={{
        p: { xs: 2, md: 2.5 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          md: 'minmax(200px, 1.2fr) minmax(220px, 1.5fr) auto auto',
        },
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {store.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[store.industry, store.city].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Figure label={t('operator.stores.owners')}>
        <StoreOwners owners={store.owners} />
      </Figure>
      <Box sx={{ display: 'flex', gap: 4, alignItems: 'flex-start' }}>
        <Figure label={t('operator.stores.products')}>{store.products_count}</Figure>
        <Figure label={t('operator.stores.commission')}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <span dir="ltr">{`${commissionText(store.commission_rate)}%`}</span>
            <Button
              size="small"
              startIcon={<EditIcon />}
              onClick={() => setDialog('commission')}
              aria-haspopup="dialog"
              aria-label={t('operator.commission.edit', { name: store.name })}
            >
              {t('operator.commission.change')}
            </Button>
          </Box>
        </Figure>
      </Box>
      <Button
        variant={store.is_published ? 'outlined' : 'contained'}
        color={store.is_published ? 'error' : 'primary'}
        startIcon={store.is_published ? <UnpublishIcon /> : <PublishIcon />}
        onClick={() => setDialog('publish')}
        aria-haspopup="dialog"
        aria-label={t(store.is_published ? 'operator.unpublish.named' : 'operator.publish.named', {
          name: store.name,
        })}
        sx={{ justifySelf: { xs: 'stretch', md: 'end' }, whiteSpace: 'nowrap' }}
      >
        {t(store.is_published ? 'operator.unpublish.action' : 'operator.publish.action')}
      </Button>
      {dialog === 'commission' && (
        <CommissionDialog
          open
          store={store}
          onClose={close}
          onSaved={(saved) => {
            close();
            onChanged(
              t('operator.commission.saved', {
                name: saved.name,
                rate: commissionText(saved.commission_rate),
              }),
            );
          }}
        />
      )}
      {dialog === 'publish' && (
        <PublishDialog
          open
          store={store}
          onClose={close}
          onDone={(saved) => {
            close();
            onChanged(
              t(saved.is_published ? 'operator.publish.done' : 'operator.unpublish.done', {
                name: saved.name,
              }),
            );
          }}
        />
      )}
    </Paper>
  );
}
