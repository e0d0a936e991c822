import {
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  type Address,
  type LatLong,
  type Place,
} from '@sauda/domain';
import { detailsFromAddress, EMPTY_DETAILS, type DetailsValues } from './details-values';
import { pinKey } from './pin-key';

export type EditorStep = 'map' | 'details';

export interface MapView {
  center: LatLong;
  zoom: number;
}

export interface EditorState {
  step: EditorStep;
  pin: LatLong | null;
  /** Bumped when the pin is set away from the map, so the map centres on it. */
  focusKey: number;
  /** The map's view now: place search looks around its centre; the map reopens there. */
  view: MapView;
  /** The details as last left in the form (kept while the shopper goes back to the map). */
  details: DetailsValues;
  /** The pin the street and area were last filled in for; null before any. */
  prefilledFor: string | null;
}

export type EditorAction =
  | { type: 'pinPlaced'; point: LatLong }
  | { type: 'placeChosen'; place: Place }
  | { type: 'located'; point: LatLong }
  | { type: 'viewMoved'; view: MapView }
  | { type: 'pinConfirmed' }
  | { type: 'backToMap'; details: DetailsValues }
  | { type: 'prefilled' };

/** Editing starts with the address's pin in the middle; a new address at the city centre. */
export function initialEditorState(address: Address | null): EditorState {
  const point = address ? { lat: address.lat, long: address.long } : null;
  const center = point ?? { lat: MAP_DEFAULT_CENTER.lat, long: MAP_DEFAULT_CENTER.long };
  return {
    step: 'map',
    pin: point,
    focusKey: 0,
    view: { center, zoom: MAP_DEFAULT_ZOOM },
    details: address ? detailsFromAddress(address) : { ...EMPTY_DETAILS },
    // An address being edited already has its street and area: only a moved pin refills them.
    prefilledFor: point ? pinKey(point) : null,
  };
}

function pinFrom(point: LatLong): LatLong {
  return { lat: point.lat, long: point.long };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'pinPlaced':
      return { ...state, pin: pinFrom(action.point) };
    case 'placeChosen':
    case 'located': {
      const point = action.type === 'placeChosen' ? action.place : action.point;
      return { ...state, pin: pinFrom(point), focusKey: state.focusKey + 1 };
    }
    case 'viewMoved':
      return { ...state, view: { center: pinFrom(action.view.center), zoom: action.view.zoom } };
    case 'pinConfirmed':
      return state.pin ? { ...state, step: 'details' } : state;
    case 'backToMap':
      return { ...state, step: 'map', details: action.details };
    case 'prefilled':
      return state.pin ? { ...state, prefilledFor: pinKey(state.pin) } : state;
  }
}

/** Whether the street and area should be filled in again from the pin's address. */
export function needsPrefill(state: EditorState): boolean {
  return state.pin !== null && state.prefilledFor !== pinKey(state.pin);
}
