import Box from '@mui/material/Box';
import type { Application } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { ApplicationFileCard } from './application-file-card';
import { DetailSection } from './detail-section';

/** The files the applicant sent (a store photo, a CV): private, read with the session only. */
export function ApplicationFiles({ application }: { application: Application }) {
  const { t } = useTranslation();
  if (application.files.length === 0) return null;
  return (
    <DetailSection title={t('operator.detail.filesTitle')}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
        }}
      >
        {application.files.map((file) => (
          <ApplicationFileCard key={file.index} applicationId={application.id} file={file} />
        ))}
      </Box>
    </DetailSection>
  );
}
