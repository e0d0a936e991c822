import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useMutation } from '@tanstack/react-query';
import type { Application } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../shared/receipt/save-blob';
import { getApplicationFile, useApplicationFile } from '../api/get-application-file';
import { fieldLabel } from '../model/field-labels';
import { useObjectUrl } from '../use-object-url';

type ApplicationFile = Application['files'][number];

const isImage = (file: ApplicationFile) => file.type.startsWith('image/');

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** An image file, fetched with the operator's session and shown from a blob address. */
function ImagePreview({ applicationId, file }: { applicationId: string; file: ApplicationFile }) {
  const { t } = useTranslation();
  const bytes = useApplicationFile(applicationId, file.index);
  const url = useObjectUrl(bytes.data);
  const frameSx = { width: '100%', aspectRatio: '4 / 3', borderRadius: 1, bgcolor: 'grey.100' };
  if (bytes.isError) {
    return (
      <Alert
        severity="warning"
        action={<Button onClick={() => void bytes.refetch()}>{t('errors.retry')}</Button>}
      >
        {t('operator.detail.fileFailed')}
      </Alert>
    );
  }
  if (!url) return <Skeleton variant="rounded" sx={frameSx} />;
  return (
    <Box
      component="img"
      src={url}
      alt={t('operator.detail.fileAlt', { name: file.name })}
      sx={{ ...frameSx, objectFit: 'contain', display: 'block' }}
    />
  );
}

/** One file of the application: a preview for an image, and a download for any file. */
export function ApplicationFileCard({
  applicationId,
  file,
}: {
  applicationId: string;
  file: ApplicationFile;
}) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => getApplicationFile(applicationId, file.index),
    onSuccess: (blob) => saveBlob(blob, file.name),
  });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1.5 }}>
      {isImage(file) && <ImagePreview applicationId={applicationId} file={file} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        {!isImage(file) && <FileIcon color="action" aria-hidden />}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`${fieldLabel(t, file.field)} · ${fileSize(file.size)}`}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          loading={download.isPending}
          loadingPosition="start"
          onClick={() => download.mutate()}
          aria-label={t('operator.detail.downloadNamed', { name: file.name })}
        >
          {t('operator.detail.download')}
        </Button>
      </Box>
      {download.isError && <Alert severity="error">{t('operator.detail.fileFailed')}</Alert>}
    </Paper>
  );
}
