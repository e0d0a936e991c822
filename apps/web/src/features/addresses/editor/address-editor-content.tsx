import { useMutation } from '@tanstack/react-query';
import type { Address, AddressDetails, AddressResponse, LatLong, Place } from '@sauda/domain';
import { useCallback, useMemo, useReducer } from 'react';
import { saveAddressMutationOptions } from '../api/save-address';
import { buildSaveRequest } from './address-payload';
import { prefillFromLocation, type DetailsValues } from './details-values';
import { DetailsStep } from './details-step';
import { editorReducer, initialEditorState, needsPrefill, type MapView } from './editor-state';
import { MapPickerStep } from './map-picker-step';
import { pinLineState } from './pin-line-state';
import { saveFailure } from './save-failure';
import { usePinLocation } from './use-pin-location';

export interface AddressEditorContentProps {
  address: Address | null;
  titleId: string;
  onClose: () => void;
  onSaved: (response: AddressResponse) => void;
}

/** The editor's two steps: the map picker, then "Confirm Address Details". */
export function AddressEditorContent({
  address,
  titleId,
  onClose,
  onSaved,
}: AddressEditorContentProps) {
  const [state, dispatch] = useReducer(editorReducer, address, initialEditorState);
  const location = usePinLocation(state.pin);
  // onSaved lives on the mutation: a save that finishes after Escape still reaches the parent.
  const save = useMutation({ ...saveAddressMutationOptions(), onSuccess: onSaved });
  const editing = address !== null;
  const pinLine = pinLineState(state.pin, location);
  const failure = useMemo(() => (save.error ? saveFailure(save.error) : null), [save.error]);
  const prefill = useMemo(
    () => (location.data && needsPrefill(state) ? prefillFromLocation(location.data) : null),
    [location.data, state],
  );

  const placePin = useCallback((point: LatLong) => dispatch({ type: 'pinPlaced', point }), []);
  const choosePlace = useCallback((place: Place) => dispatch({ type: 'placeChosen', place }), []);
  const located = useCallback((point: LatLong) => dispatch({ type: 'located', point }), []);
  const moveView = useCallback((view: MapView) => dispatch({ type: 'viewMoved', view }), []);
  const prefilled = useCallback(() => dispatch({ type: 'prefilled' }), []);
  const resetSave = save.reset;
  const backToMap = useCallback(
    (details: DetailsValues) => {
      resetSave();
      dispatch({ type: 'backToMap', details });
    },
    [resetSave],
  );

  const submit = (details: AddressDetails) => {
    if (!state.pin) return;
    save.mutate(buildSaveRequest(address, details, state.pin));
  };
  const close = () => {
    if (!save.isPending) onClose();
  };

  if (state.step === 'details' && state.pin) {
    return (
      <DetailsStep
        titleId={titleId}
        editing={editing}
        pin={state.pin}
        pinLine={pinLine}
        defaultValues={state.details}
        prefill={prefill}
        onPrefilled={prefilled}
        pending={save.isPending}
        failure={failure}
        onSubmit={submit}
        onBack={backToMap}
        onClose={close}
      />
    );
  }
  return (
    <MapPickerStep
      titleId={titleId}
      editing={editing}
      pin={state.pin}
      focusKey={state.focusKey}
      view={state.view}
      pinLine={pinLine}
      onPinPlaced={placePin}
      onPlaceChosen={choosePlace}
      onLocated={located}
      onViewMoved={moveView}
      onConfirm={() => dispatch({ type: 'pinConfirmed' })}
      onClose={onClose}
    />
  );
}
