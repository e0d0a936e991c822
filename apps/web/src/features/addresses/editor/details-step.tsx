import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import EditLocationIcon from '@mui/icons-material/EditLocationAltOutlined';
import type { AddressDetails, LatLong } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { AddressPreviewMap } from '../../../shared/map/address-preview-map';
import { AddressDetailsForm } from './address-details-form';
import { toDetailsValues, type DetailsValues, type LocationPrefill } from './details-values';
import { EditorHeader } from './editor-header';
import { PinAddressLine } from './pin-address-line';
import type { PinLineState } from './pin-line-state';
import type { SaveFailure } from './save-failure';
import { useDetailsForm } from './use-details-form';

interface DetailsStepProps {
  titleId: string;
  editing: boolean;
  pin: LatLong;
  pinLine: PinLineState;
  defaultValues: DetailsValues;
  prefill: LocationPrefill | null;
  onPrefilled: () => void;
  pending: boolean;
  failure: SaveFailure | null;
  onSubmit: (details: AddressDetails) => void;
  /** Back to the map, keeping what was typed. */
  onBack: (values: DetailsValues) => void;
  onClose: () => void;
}

/** Step 2: where the pin is, beside the "Confirm Address Details" form. */
export function DetailsStep(props: DetailsStepProps) {
  const { t } = useTranslation();
  const { pending } = props;
  const form = useDetailsForm(props);
  const backToMap = () => props.onBack(toDetailsValues(form.getValues()));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));

  return (
    <>
      <EditorHeader
        titleId={props.titleId}
        title={t('addressEditor.details.title')}
        subtitle={t('addressEditor.details.subtitle')}
        onBack={backToMap}
        backLabel={t('addressEditor.details.backToMap')}
        onClose={props.onClose}
        disabled={pending}
      />
      <DialogContent sx={{ px: { xs: 2, sm: 3 }, pt: '20px !important', pb: 3 }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
            alignItems: 'start',
          }}
        >
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              p: { xs: 1.5, md: 0 },
              borderRadius: 3,
              bgcolor: { xs: 'background.default', md: 'transparent' },
            }}
          >
            {wide && (
              <Box sx={{ mb: 0.5 }}>
                <AddressPreviewMap point={props.pin} height={220} />
              </Box>
            )}
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {t('addressEditor.details.deliverTo')}
            </Typography>
            <PinAddressLine state={props.pinLine} />
            <Box>
              <Button
                size="small"
                startIcon={<EditLocationIcon />}
                onClick={backToMap}
                disabled={pending}
                sx={{ ml: -0.75 }}
              >
                {t('addressEditor.details.changePin')}
              </Button>
            </Box>
          </Box>
          <AddressDetailsForm
            form={form}
            editing={props.editing}
            pending={pending}
            errorMessage={props.failure?.message ?? null}
            onSubmit={props.onSubmit}
            onBack={backToMap}
          />
        </Box>
      </DialogContent>
    </>
  );
}
