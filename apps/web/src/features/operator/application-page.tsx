import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import BackIcon from '@mui/icons-material/ArrowBackRounded';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isRequestError } from '../../api/request-error';
import { ErrorPanel } from '../../ui/error-panel';
import { flipInRtl } from '../../ui/flip-in-rtl';
import { useApplication } from './api/get-application';
import { ApplicationActions } from './components/application-actions';
import { ApplicationFields } from './components/application-fields';
import { ApplicationFiles } from './components/application-files';
import { ApplicationHeader } from './components/application-header';
import { ApplicationSkeleton } from './components/application-skeleton';
import { StoreOpenedNotice } from './components/store-opened-notice';
import { OPERATOR_PATHS } from './model/operator-paths';

/** /admin/applications/:applicationId: one application, its files, and the decision on it. */
export function ApplicationPage() {
  const { t } = useTranslation();
  const { applicationId = '' } = useParams();
  const query = useApplication(applicationId);
  const application = query.data;

  let content;
  if (query.isPending) content = <ApplicationSkeleton />;
  else if (!application) {
    const missing = isRequestError(query.error) && query.error.status === 404;
    content = (
      <ErrorPanel
        message={missing ? t('operator.detail.notFound') : t('operator.detail.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    content = (
      <Stack spacing={3}>
        <ApplicationHeader application={application} />
        {application.store && <StoreOpenedNotice store={application.store} />}
        <ApplicationActions application={application} />
        <ApplicationFields application={application} />
        <ApplicationFiles application={application} />
      </Stack>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Button
        component={RouterLink}
        to={OPERATOR_PATHS.applications}
        startIcon={<BackIcon sx={flipInRtl} />}
        sx={{ mb: 2, ml: -1 }}
      >
        {t('operator.detail.back')}
      </Button>
      {content}
    </Container>
  );
}
