import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { PHOTO_MIME_TYPES } from '@sauda/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../api/server-message';
import { brand } from '../../../../theme/tokens';
import { FormError } from '../../../../ui/form-error';
import { useUploadStoreImage, type StoreImageKind } from '../api/upload-store-image';
import { imageFileProblem } from './image-file-check';
import { useObjectUrl } from './use-object-url';

interface ImageUploadCardProps {
  storeQueryId: string;
  kind: StoreImageKind;
  currentUrl: string;
  onUploaded: (kind: StoreImageKind) => void;
}

const ASPECT: Record<StoreImageKind, string> = { logo: '1 / 1', banner: '3 / 1' };

/** The logo or the banner: the current picture, a new one chosen and previewed, then sent. */
export function ImageUploadCard({
  storeQueryId,
  kind,
  currentUrl,
  onUploaded,
}: ImageUploadCardProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(chosen);
  const upload = useUploadStoreImage(storeQueryId, kind);
  const title = t(`backOffice.settings.images.${kind}`);
  const name = t(`backOffice.settings.images.inSentence.${kind}`);
  const shown = preview ?? (currentUrl || null);

  const choose = (file: File | undefined) => {
    upload.reset();
    if (!file) return;
    const refusal = imageFileProblem(file);
    setProblem(refusal);
    setChosen(refusal ? null : file);
  };
  const send = () => {
    if (!chosen) return;
    upload.mutate(chosen, {
      onSuccess: () => {
        setChosen(null);
        onUploaded(kind);
      },
    });
  };

  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <div>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`backOffice.settings.images.${kind}Hint`)}
        </Typography>
      </div>
      <Box
        sx={{
          aspectRatio: ASPECT[kind],
          width: kind === 'logo' ? 140 : '100%',
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: chosen ? 'secondary.main' : 'divider',
          borderStyle: chosen ? 'dashed' : 'solid',
          bgcolor: brand.primaryLight,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={t(`backOffice.settings.images.${chosen ? 'preview' : 'current'}`, { image: name })}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <ImageIcon sx={{ color: 'primary.main', fontSize: 40 }} aria-hidden />
        )}
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        accept={PHOTO_MIME_TYPES.join(',')}
        data-testid={`${kind}-file`}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {chosen ? (
          <>
            <Button
              variant="contained"
              startIcon={<UploadIcon />}
              loading={upload.isPending}
              onClick={send}
            >
              {t('backOffice.settings.images.upload')}
            </Button>
            <Button disabled={upload.isPending} onClick={() => setChosen(null)}>
              {t('backOffice.settings.images.cancel')}
            </Button>
          </>
        ) : (
          <Button
            variant="outlined"
            startIcon={<ImageIcon />}
            onClick={() => input.current?.click()}
            aria-label={t('backOffice.settings.images.chooseFor', { image: name })}
          >
            {t('backOffice.settings.images.choose')}
          </Button>
        )}
      </Stack>
      <FormError message={problem ?? (upload.isError ? errorMessage(upload.error) : null)} />
    </Stack>
  );
}
