import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { Application } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { OPERATOR_PATHS } from '../model/operator-paths';

type OpenedStore = NonNullable<Application['store']>;

/** After a merchant's acceptance: the store it opened, and the way to onboard it. */
export function StoreOpenedNotice({ store }: { store: OpenedStore }) {
  const { t } = useTranslation();
  const state = store.is_published ? t('operator.stores.live') : t('operator.stores.draft');
  return (
    <Alert
      severity="success"
      action={
        <Button
          component={RouterLink}
          to={
            store.is_published ? `${OPERATOR_PATHS.stores}?status=live` : OPERATOR_PATHS.draftStores
          }
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('operator.detail.storeLink')}
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <AlertTitle sx={{ mb: 0 }}>
        {t('operator.detail.storeOpened', { name: store.name, state })}
      </AlertTitle>
      {!store.is_published && t('operator.detail.storeOpenedNext')}
    </Alert>
  );
}
