import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { fileSizeText } from './file-size-text';
import { usePreviewUrl } from './use-preview-url';

interface ChosenFileCardProps {
  file: File;
  onRemove: () => void;
}

/** The chosen file: a thumbnail (or a document icon), its name and size, and Remove. */
export function ChosenFileCard({ file, onRemove }: ChosenFileCardProps) {
  const { t, i18n } = useTranslation();
  const preview = usePreviewUrl(file);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: '12px',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          width: 56,
          height: 56,
          flexShrink: 0,
          borderRadius: '10px',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          bgcolor: brand.primaryLight,
          color: 'primary.main',
        }}
      >
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt={t('applications.file.previewAlt', { name: file.name })}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <DescriptionIcon aria-hidden />
        )}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} dir="auto">
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {fileSizeText(file.size, i18n.language)}
        </Typography>
      </Box>
      <Button
        color="error"
        onClick={onRemove}
        aria-label={t('applications.file.removeNamed', { name: file.name })}
      >
        {t('applications.file.remove')}
      </Button>
    </Box>
  );
}
