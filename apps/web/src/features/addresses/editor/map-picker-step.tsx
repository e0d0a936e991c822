import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { isInPakistan, type LatLong, type Place } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { PinPickerMap } from '../map/pin-picker-map';
import type { MapView } from './editor-state';
import { EditorHeader } from './editor-header';
import { PinAddressLine } from './pin-address-line';
import type { PinLineState } from './pin-line-state';
import { PlaceSearchField } from './place-search-field';
import { UseLocationButton } from './use-location-button';
import { useCurrentLocation } from './use-current-location';

interface MapPickerStepProps {
  titleId: string;
  editing: boolean;
  pin: LatLong | null;
  focusKey: number;
  view: MapView;
  pinLine: PinLineState;
  onPinPlaced: (point: LatLong) => void;
  onPlaceChosen: (place: Place) => void;
  onLocated: (point: LatLong) => void;
  onViewMoved: (view: MapView) => void;
  onConfirm: () => void;
  onClose: () => void;
}

/** Step 1: search, tap or drag to put the pin on the delivery door. */
export function MapPickerStep(props: MapPickerStepProps) {
  const { t } = useTranslation();
  const { editing, pin } = props;
  const location = useCurrentLocation(props.onLocated);
  const canConfirm = pin !== null && isInPakistan(pin);

  return (
    <>
      <EditorHeader
        titleId={props.titleId}
        title={editing ? t('addressEditor.titleEdit') : t('addressEditor.titleNew')}
        subtitle={t('addressEditor.subtitle')}
        onClose={props.onClose}
      />
      <DialogContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          px: { xs: 2, sm: 3 },
          pt: '16px !important',
        }}
      >
        <PlaceSearchField around={props.view.center} onChoose={props.onPlaceChosen} />
        <Box sx={{ flex: { xs: '1 1 auto', md: 'none' }, minHeight: 260, display: 'flex' }}>
          <Box sx={{ flex: 1, height: { xs: 'auto', md: 'clamp(300px, 52vh, 440px)' } }}>
            <PinPickerMap
              start={props.view}
              pin={pin}
              focusKey={props.focusKey}
              onPinChange={props.onPinPlaced}
              onViewChange={props.onViewMoved}
              height="100%"
              overlay={
                location.supported && (
                  <UseLocationButton
                    locating={location.status === 'locating'}
                    onLocate={location.locate}
                  />
                )
              }
            />
          </Box>
        </Box>
        <PinAddressLine state={props.pinLine} />
        {(location.status === 'denied' || location.status === 'unavailable') && (
          <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
            {location.status === 'denied'
              ? t('addressEditor.location.denied')
              : t('addressEditor.location.unavailable')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 2, gap: 1 }}>
        <Button variant="outlined" onClick={props.onClose}>
          {t('addressEditor.actions.goBack')}
        </Button>
        <Button variant="contained" onClick={props.onConfirm} disabled={!canConfirm}>
          {editing
            ? t('addressEditor.actions.confirmUpdate')
            : t('addressEditor.actions.addSelected')}
        </Button>
      </DialogActions>
    </>
  );
}
