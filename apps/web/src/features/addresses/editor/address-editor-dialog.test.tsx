import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Address, ReverseGeocode } from '@sauda/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { deferred, jsonResponse, type FetchCall } from '../../../api/testing/fetch-stub';
import { renderWithUser } from '../../auth/testing/render-with-user';
import { serveRoutes, type Routes } from '../../../api/testing/serve-routes';
import { AddressEditorDialog } from './address-editor-dialog';
import {
  addressResponse,
  reverseLocation,
  savedAddress,
  searchPlace,
} from '../testing/editor-fixtures';

// Each journey opens the lazily loaded editor with a real Leaflet map: give it time.
vi.setConfig({ testTimeout: 20_000 });

// The editor's content is a lazy chunk; loading (transforming) it once up front keeps the first
// journey within its time on a busy machine.
beforeAll(async () => {
  await import('./address-editor-content');
}, 60_000);

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

const CENTER = { lat: 24.85, long: 67.01 };
const noTiles = { tile_url: '', attribution: '', center: CENTER, zoom: 15 };

function serveEditor(options: { location?: ReverseGeocode; routes?: Routes } = {}) {
  return serveRoutes({
    'GET geo/map': () => jsonResponse({ map: noTiles }),
    'GET geo/places': () => jsonResponse({ places: [] }),
    'GET geo/reverse': () => jsonResponse({ location: options.location ?? reverseLocation() }),
    'GET geo/search': () => jsonResponse({ places: [searchPlace()] }),
    'POST users/create_address': (call) => {
      const body = sent(call) as { address: Omit<Address, 'id' | 'query_id'> };
      return jsonResponse(
        addressResponse(savedAddress({ ...body.address, query_id: 'adr_new', type: 'others' })),
        201,
      );
    },
    'PUT users/update_address': () => jsonResponse(addressResponse(savedAddress())),
    ...options.routes,
  });
}

function sent(call: FetchCall): unknown {
  return JSON.parse(call.init.body as string);
}

async function openEditor(address: Address | null = null) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = await renderWithUser(
    <AddressEditorDialog open address={address} onClose={onClose} onSaved={onSaved} />,
    '/products',
  );
  const dialog = await screen.findByRole('dialog');
  // The map step loads lazily, with Leaflet.
  await within(dialog).findByRole('region', { name: 'Map' }, { timeout: 10_000 });
  return { ...view, dialog, onClose, onSaved };
}

/** Drops the pin in the middle of the map with the keyboard. */
function dropPinInTheMiddle(dialog: HTMLElement) {
  const map = within(dialog).getByRole('region', { name: 'Map' });
  fireEvent.keyDown(map.querySelector('.leaflet-container') as HTMLElement, { key: 'Enter' });
}

async function toDetails(
  dialog: HTMLElement,
  user: Awaited<ReturnType<typeof openEditor>>['user'],
) {
  dropPinInTheMiddle(dialog);
  await within(dialog).findByText('Khayaban-e-Ittehad, DHA Phase 6, Karachi', { exact: false });
  await user.click(within(dialog).getByRole('button', { name: 'Add Selected Address' }));
  await within(dialog).findByRole('heading', { name: 'Confirm Address Details' });
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

describe('AddressEditorDialog: map picker', () => {
  it('opens a new address on the map with the hint and the action disabled', async () => {
    serveEditor();
    const { dialog } = await openEditor();
    expect(
      within(dialog).getByRole('heading', { name: 'Pick the delivery location' }),
    ).toBeVisible();
    expect(within(dialog).getByText('Tap the map to place the pin')).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Search for a place' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Add Selected Address' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Go Back' })).toBeEnabled();
    expect(dialog).toHaveAccessibleName('Pick the delivery location');
  });

  it('looks up the address of a placed pin and shows it under the map', async () => {
    const fetch = serveEditor();
    const { dialog } = await openEditor();
    dropPinInTheMiddle(dialog);
    expect(await within(dialog).findByText('Finding the address…')).toBeVisible();
    const line = await within(dialog).findByText('Khayaban-e-Ittehad, DHA Phase 6, Karachi', {
      exact: false,
    });
    expect(line).toHaveTextContent('Pin: Khayaban-e-Ittehad, DHA Phase 6, Karachi');
    const reverse = fetch.calls.find((call) => call.url.includes('geo/reverse'));
    expect(reverse?.url).toBe('/api/v1/geo/reverse?lat=24.85&long=67.01');
    expect(within(dialog).getByRole('button', { name: 'Add Selected Address' })).toBeEnabled();
  });

  it('places the pin from a search suggestion chosen with the keyboard only', async () => {
    const fetch = serveEditor();
    const { dialog, user } = await openEditor();
    const search = within(dialog).getByRole('combobox', { name: 'Search for a place' });
    await user.click(search);
    await user.keyboard('zamz');
    const option = await screen.findByRole('option', { name: /Zamzama Park/ });
    expect(option).toHaveTextContent('Zamzama Park, Clifton, Karachi');
    const searches = fetch.calls.filter((call) => call.url.includes('geo/search'));
    expect(searches).toHaveLength(1);
    expect(searches[0]?.url).toBe('/api/v1/geo/search?query=zamz&lat=24.85&long=67.01');
    await user.keyboard('{Enter}');
    expect(search).toHaveValue('Zamzama Park');
    await waitFor(() =>
      expect(
        fetch.calls.some((call) => call.url.endsWith('geo/reverse?lat=24.8135&long=67.0355')),
      ).toBe(true),
    );
    expect(await within(dialog).findByRole('button', { name: /Delivery pin/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Selected Address' })).toBeEnabled();
  });

  it('says when no place matches', async () => {
    serveEditor({ routes: { 'GET geo/search': () => jsonResponse({ places: [] }) } });
    const { dialog, user } = await openEditor();
    await user.type(within(dialog).getByRole('combobox', { name: 'Search for a place' }), 'qqq');
    expect(
      await screen.findByText('No places found. Try another spelling, or tap the map.'),
    ).toBeVisible();
  });

  it('Go Back closes the editor', async () => {
    serveEditor();
    const { dialog, user, onClose } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hides "Use my location" where the browser has no geolocation', async () => {
    serveEditor();
    const { dialog } = await openEditor();
    expect(within(dialog).queryByRole('button', { name: 'Use my location' })).toBeNull();
  });

  it("puts the pin on the shopper's location, and says so clearly when it is denied", async () => {
    serveEditor();
    let answer: 'allow' | 'deny' = 'deny';
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (found: PositionCallback, failed: PositionErrorCallback) => {
          if (answer === 'deny') failed({ code: 1 } as GeolocationPositionError);
          else found({ coords: { latitude: 24.8, longitude: 67.03 } } as GeolocationPosition);
        },
      },
    });
    const { dialog, user } = await openEditor();
    const locate = within(dialog).getByRole('button', { name: 'Use my location' });
    await user.click(locate);
    expect(
      await within(dialog).findByText(
        'Location access is blocked. Allow it in your browser settings, or search for a place.',
      ),
    ).toBeVisible();
    answer = 'allow';
    await user.click(locate);
    expect(await within(dialog).findByRole('button', { name: /Delivery pin/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Selected Address' })).toBeEnabled();
  });
});

describe('AddressEditorDialog: Confirm Address Details', () => {
  it('prefills the street and area from the pin', async () => {
    serveEditor();
    const { dialog, user } = await openEditor();
    await toDetails(dialog, user);
    expect(field(dialog, 'Street')).toHaveValue('Khayaban-e-Ittehad');
    expect(field(dialog, 'Area')).toHaveValue('DHA Phase 6');
    expect(field(dialog, 'Title')).toHaveValue('');
    expect(field(dialog, 'Title')).toBeEnabled();
  });

  it("leaves the street empty for an 'Unnamed Road' and shows the spec's messages", async () => {
    serveEditor({ location: reverseLocation({ street: 'Unnamed Road', route: '', area: '' }) });
    const { dialog, user } = await openEditor();
    await toDetails(dialog, user);
    expect(field(dialog, 'Street')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(4);
    for (const name of ['Title', 'Flat / Villa No', 'Street', 'Area']) {
      expect(field(dialog, name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field(dialog, 'Building')).toHaveAttribute('aria-invalid', 'false');
    expect(field(dialog, 'Landmark')).toHaveAttribute('aria-invalid', 'false');
  });

  it('fills the title from the Home, Work and Other chips', async () => {
    serveEditor();
    const { dialog, user } = await openEditor();
    await toDetails(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Work' }));
    expect(field(dialog, 'Title')).toHaveValue('Work');
    expect(within(dialog).getByRole('button', { name: 'Work' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Other' }));
    expect(field(dialog, 'Title')).toHaveValue('');
    expect(field(dialog, 'Title')).toHaveFocus();
    await user.keyboard("Ammi's house");
    expect(within(dialog).getByRole('button', { name: 'Other' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('creates the address with the details and the pin, then hands the answer back', async () => {
    const fetch = serveEditor();
    const { dialog, user, onSaved } = await openEditor();
    await toDetails(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Home' }));
    await user.type(field(dialog, 'Flat / Villa No'), 'House 21');
    await user.type(field(dialog, 'Landmark'), 'Opposite the mosque');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const create = fetch.calls.find((call) => call.url.endsWith('users/create_address'));
    expect(create && sent(create)).toEqual({
      address: {
        name: 'Home',
        room: 'House 21',
        street: 'Khayaban-e-Ittehad',
        district: 'DHA Phase 6',
        building: '',
        floor: '',
        landmark: 'Opposite the mosque',
        lat: 24.85,
        long: 67.01,
      },
    });
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ address: { query_id: 'adr_new' } });
  });

  it('shows the save as pending and blocks a second one', async () => {
    const answer = deferred<Response>();
    // The stub awaits what a route gives: a pending promise keeps the save pending.
    const pending = () => answer.promise as unknown as Response;
    serveEditor({ routes: { 'POST users/create_address': pending } });
    const { dialog, user, onSaved } = await openEditor();
    await toDetails(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Home' }));
    await user.type(field(dialog, 'Flat / Villa No'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    const saving = await within(dialog).findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    expect(field(dialog, 'Street')).toBeDisabled();
    answer.resolve(jsonResponse(addressResponse(savedAddress()), 201));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('puts the server field errors on the fields and the rest in red under the action', async () => {
    serveEditor({
      routes: {
        'POST users/create_address': () =>
          jsonResponse(
            {
              error: {
                code: 'validation_failed',
                message: 'Please check the highlighted fields.',
                fields: { 'address.street': 'Keep this under 120 characters' },
              },
            },
            400,
          ),
      },
    });
    const { dialog, user, onSaved } = await openEditor();
    await toDetails(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Home' }));
    await user.type(field(dialog, 'Flat / Villa No'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    expect(await within(dialog).findByText('Keep this under 120 characters')).toBeVisible();
    expect(field(dialog, 'Street')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields.',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a pin outside the country under the action', async () => {
    serveEditor({
      routes: {
        'POST users/create_address': () =>
          jsonResponse(
            {
              error: {
                code: 'validation_failed',
                message: 'Pick a location in Pakistan',
                fields: { 'address.lat': 'Pick a location in Pakistan' },
              },
            },
            400,
          ),
      },
    });
    const { dialog, user } = await openEditor();
    await toDetails(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Home' }));
    await user.type(field(dialog, 'Flat / Villa No'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Pick a location in Pakistan',
    );
  });

  it('goes back to the map and returns with what was typed', async () => {
    serveEditor();
    const { dialog, user } = await openEditor();
    await toDetails(dialog, user);
    await user.type(field(dialog, 'Flat / Villa No'), 'Villa 9');
    await user.click(within(dialog).getByRole('button', { name: 'Back to map' }));
    await within(dialog).findByRole('region', { name: 'Map' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Selected Address' }));
    await within(dialog).findByRole('heading', { name: 'Confirm Address Details' });
    expect(field(dialog, 'Flat / Villa No')).toHaveValue('Villa 9');
    expect(field(dialog, 'Street')).toHaveValue('Khayaban-e-Ittehad');
  });
});

describe('AddressEditorDialog: editing', () => {
  it('starts on the saved pin, then locks the title and updates by query id', async () => {
    const fetch = serveEditor();
    const address = savedAddress({ name: "Ammi's house", type: 'others' });
    const { dialog, user, onSaved } = await openEditor(address);
    expect(within(dialog).getByRole('heading', { name: 'Move the delivery pin' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /Delivery pin/ })).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm & Update Address' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await within(dialog).findByRole('heading', { name: 'Confirm Address Details' });
    expect(field(dialog, 'Title')).toHaveValue("Ammi's house");
    expect(field(dialog, 'Title')).toBeDisabled();
    expect(within(dialog).getByText("The title can't be changed while editing.")).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Home' })).toBeNull();
    // The pin did not move: the saved street and area stay.
    expect(field(dialog, 'Street')).toHaveValue('Khayaban-e-Saadi');
    expect(field(dialog, 'Area')).toHaveValue('Clifton Block 5');
    await user.clear(field(dialog, 'Flat / Villa No'));
    await user.type(field(dialog, 'Flat / Villa No'), 'Flat 5C');
    await user.click(within(dialog).getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const update = fetch.calls.find((call) => call.url.endsWith('users/update_address'));
    expect(update?.init.method).toBe('PUT');
    expect(update && sent(update)).toEqual({
      query_id: 'adr_7',
      address: {
        name: "Ammi's house",
        room: 'Flat 5C',
        street: 'Khayaban-e-Saadi',
        district: 'Clifton Block 5',
        building: 'Sea View Apartments',
        floor: '4',
        landmark: 'Near Zamzama Park',
        lat: 24.8138,
        long: 67.0299,
      },
    });
  });

  it('refills the street and area when the pin of an edited address moves', async () => {
    serveEditor();
    const { dialog, user } = await openEditor(savedAddress());
    fireEvent.keyDown(within(dialog).getByRole('button', { name: /Delivery pin/ }), {
      key: 'ArrowDown',
    });
    await within(dialog).findByText('Khayaban-e-Ittehad, DHA Phase 6, Karachi', { exact: false });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm & Update Address' }));
    await within(dialog).findByRole('heading', { name: 'Confirm Address Details' });
    await waitFor(() => expect(field(dialog, 'Street')).toHaveValue('Khayaban-e-Ittehad'));
    expect(field(dialog, 'Area')).toHaveValue('DHA Phase 6');
    expect(field(dialog, 'Flat / Villa No')).toHaveValue('Flat 4B');
  });
});
