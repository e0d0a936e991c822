import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS } from './details-values';
import { savedAddress, searchPlace } from '../testing/editor-fixtures';
import { editorReducer, initialEditorState, needsPrefill } from './editor-state';

describe('initialEditorState', () => {
  it('starts a new address on the map at the default centre, zoom 15, without a pin', () => {
    const state = initialEditorState(null);
    expect(state.step).toBe('map');
    expect(state.pin).toBeNull();
    expect(state.view).toEqual({
      center: { lat: MAP_DEFAULT_CENTER.lat, long: MAP_DEFAULT_CENTER.long },
      zoom: MAP_DEFAULT_ZOOM,
    });
    expect(MAP_DEFAULT_ZOOM).toBe(15);
    expect(state.details).toEqual(EMPTY_DETAILS);
  });

  it("starts editing with the address's pin in the middle and its details", () => {
    const address = savedAddress();
    const state = initialEditorState(address);
    expect(state.pin).toEqual({ lat: 24.8138, long: 67.0299 });
    expect(state.view.center).toEqual({ lat: 24.8138, long: 67.0299 });
    expect(state.details.room).toBe('Flat 4B');
    expect(needsPrefill(state)).toBe(false);
  });
});

describe('editorReducer', () => {
  it('puts the pin where the map was clicked, without moving the map', () => {
    const state = editorReducer(initialEditorState(null), {
      type: 'pinPlaced',
      point: { lat: 24.8, long: 67.03 },
    });
    expect(state.pin).toEqual({ lat: 24.8, long: 67.03 });
    expect(state.focusKey).toBe(0);
  });

  it('puts the pin on a chosen suggestion and centres the map on it', () => {
    const place = searchPlace();
    const state = editorReducer(initialEditorState(null), { type: 'placeChosen', place });
    expect(state.pin).toEqual({ lat: place.lat, long: place.long });
    expect(state.focusKey).toBe(1);
    const again = editorReducer(state, { type: 'placeChosen', place });
    expect(again.focusKey).toBe(2);
  });

  it('puts the pin on the located position and centres the map on it', () => {
    const state = editorReducer(initialEditorState(null), {
      type: 'located',
      point: { lat: 24.9, long: 67.1 },
    });
    expect(state.pin).toEqual({ lat: 24.9, long: 67.1 });
    expect(state.focusKey).toBe(1);
  });

  it('follows the map view for the search', () => {
    const view = { center: { lat: 24.9, long: 67.05 }, zoom: 13 };
    expect(editorReducer(initialEditorState(null), { type: 'viewMoved', view }).view).toEqual(view);
  });

  it('goes to the details only with a pin', () => {
    const none = editorReducer(initialEditorState(null), { type: 'pinConfirmed' });
    expect(none.step).toBe('map');
    const pinned = editorReducer(initialEditorState(null), {
      type: 'pinPlaced',
      point: { lat: 24.8, long: 67.03 },
    });
    expect(editorReducer(pinned, { type: 'pinConfirmed' }).step).toBe('details');
  });

  it('keeps the typed details when going back to the map', () => {
    const details = { ...EMPTY_DETAILS, name: 'Home', room: '12' };
    const state = editorReducer(
      { ...initialEditorState(null), step: 'details' },
      { type: 'backToMap', details },
    );
    expect(state.step).toBe('map');
    expect(state.details).toEqual(details);
  });

  it('fills the street and area once per pin, again when the pin moves', () => {
    let state = editorReducer(initialEditorState(null), {
      type: 'pinPlaced',
      point: { lat: 24.8, long: 67.03 },
    });
    expect(needsPrefill(state)).toBe(true);
    state = editorReducer(state, { type: 'prefilled' });
    expect(needsPrefill(state)).toBe(false);
    state = editorReducer(state, { type: 'pinPlaced', point: { lat: 24.81, long: 67.03 } });
    expect(needsPrefill(state)).toBe(true);
  });

  it('refills an edited address only once its pin moved', () => {
    const state = initialEditorState(savedAddress());
    expect(needsPrefill(state)).toBe(false);
    const moved = editorReducer(state, { type: 'pinPlaced', point: { lat: 24.79, long: 67.06 } });
    expect(needsPrefill(moved)).toBe(true);
  });
});
