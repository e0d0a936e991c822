import { MESSAGES, type Address, type AddressResponse, type User } from '@sauda/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { authStore } from '../../auth/store/auth-store';
import { startEachTestAsGuest } from '../../auth/testing/guest-session';
import { renderWithUser } from '../../auth/testing/render-with-user';
import { sentJson } from '../../auth/testing/sent-body';
import { makeUser } from '../../auth/testing/user-fixture';
import { AMMI, HOME, WORK, makeAddress } from '../testing/address-fixtures';
import { AddressDialog } from './address-dialog';

interface EditorProps {
  open: boolean;
  address: Address | null;
  onClose: () => void;
  onSaved: (response: AddressResponse) => void;
}

/** The map picker and its form are their own slice: a stand-in that saves on one click. */
const editorSaves = vi.hoisted(() => ({ response: null as AddressResponse | null }));

vi.mock('../editor/address-editor-dialog', async () => {
  const { default: Dialog } = await import('@mui/material/Dialog');
  return {
    AddressEditorDialog: ({ open, address, onClose, onSaved }: EditorProps) => (
      <Dialog
        open={open}
        onClose={onClose}
        slotProps={{ paper: { 'aria-label': 'Address editor' } }}
      >
        <p>{address ? `Editing ${address.query_id}` : 'Adding an address'}</p>
        <button type="button" onClick={() => editorSaves.response && onSaved(editorSaves.response)}>
          Save address
        </button>
        <button type="button" onClick={onClose}>
          Leave editor
        </button>
      </Dialog>
    ),
  };
});

vi.mock('../../../shared/map/address-preview-map', () => ({
  AddressPreviewMap: ({ point }: { point: { lat: number; long: number } | null }) => (
    <div data-testid="preview-map">{point ? `${point.lat},${point.long}` : 'no point'}</div>
  ),
}));

startEachTestAsGuest();

type Book = Pick<User, 'home_address' | 'work_address' | 'other_addresses'>;

const BOOK: Book = { home_address: HOME, work_address: WORK, other_addresses: [AMMI] };

async function openDialog(book: Partial<Book> = BOOK, selectedAddressId?: number) {
  authStore.login(makeUser(book));
  if (selectedAddressId !== undefined) authStore.update({ selectedAddressId });
  const onClose = vi.fn();
  const view = await renderWithUser(<AddressDialog open onClose={onClose} />, '/products');
  const dialog = await screen.findByRole('dialog', { name: 'Delivery Address' });
  return { ...view, onClose, dialog };
}

describe('AddressDialog: the list (SPEC §2 address dialog)', () => {
  it('says No Address Found with a hint, Add New Address and Go Back when there is none', async () => {
    const { dialog } = await openDialog({
      home_address: null,
      work_address: null,
      other_addresses: [],
    });
    expect(within(dialog).getByText(MESSAGES.noAddressFound)).toBeVisible();
    expect(within(dialog).getByText('No Address Found')).toBeVisible();
    expect(within(dialog).getByText(/stores that deliver there/)).toBeVisible();
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Add New Address' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Go Back' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('lists Home, Work, then the others in a labelled radio group, the default checked', async () => {
    const second = makeAddress({ ...AMMI, id: 4, query_id: 'adr_4', name: 'Gym' });
    const { dialog } = await openDialog({ ...BOOK, other_addresses: [AMMI, second] });
    const group = within(dialog).getByRole('radiogroup', {
      name: 'Choose where your order is delivered',
    });
    expect(within(group).getByRole('radio', { name: 'Home' })).toBeChecked();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => accessibleName(radio)),
    ).toEqual(['Home', 'Work', "Ammi's house", 'Gym']);
    expect(within(group).getByRole('radio', { name: 'Work' })).toHaveAccessibleDescription(
      /Office 12, Saddar.*I\. I\. Chundrigar Road/,
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Go Back' })).toBeNull();
    expect(within(dialog).getByTestId('preview-map')).toHaveTextContent(`${HOME.lat},${HOME.long}`);
  });

  it('names every edit and delete button after its address', async () => {
    const { dialog } = await openDialog();
    for (const name of ['Home', 'Work', "Ammi's house"]) {
      expect(within(dialog).getByRole('button', { name: `Edit ${name} address` })).toBeVisible();
      expect(within(dialog).getByRole('button', { name: `Delete ${name} address` })).toBeVisible();
    }
  });

  it('choosing an address saves selectedAddressId and closes the dialog (SPEC §4)', async () => {
    const { dialog, user, onClose } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: "Ammi's house" }));
    expect(authStore.getState().selectedAddressId).toBe(AMMI.id);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('choosing by clicking the address text works the same', async () => {
    const { dialog, user, onClose } = await openDialog();
    await user.click(within(dialog).getByText('Main Tariq Road'));
    expect(authStore.getState().selectedAddressId).toBe(AMMI.id);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('moves the choice with the arrow keys without closing; Enter closes', async () => {
    const { dialog, user, onClose } = await openDialog(BOOK, HOME.id);
    within(dialog).getByRole('radio', { name: 'Home' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(authStore.getState().selectedAddressId).toBe(WORK.id);
    expect(within(dialog).getByRole('radio', { name: 'Work' })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the address under the pointer on the map', async () => {
    const { dialog, user } = await openDialog();
    await user.hover(within(dialog).getByText('Main Tariq Road'));
    expect(within(dialog).getByTestId('preview-map')).toHaveTextContent(`${AMMI.lat},${AMMI.long}`);
  });
});

function accessibleName(element: HTMLElement): string {
  const ids = element.getAttribute('aria-labelledby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const serverUser = (book: Partial<Book>) => makeUser({ ...BOOK, ...book });

describe('AddressDialog: delete (SPEC §2 delete confirmation, §4)', () => {
  it('asks word for word, with Yes and No; No keeps the address', async () => {
    const fetch = stubFetch(() => jsonResponse({}));
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: "Delete Ammi's house address" }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Address' });
    expect(confirm).toHaveAccessibleDescription(
      "Are You Sure You Want To Delete Ammi's house Address?",
    );
    expect(
      within(confirm).getByText("Are You Sure You Want To Delete Ammi's house Address?"),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Address' })).toBeNull(),
    );
    expect(fetch.calls).toHaveLength(0);
    expect(authStore.getState().user?.other_addresses).toEqual([AMMI]);
  });

  it('names Home and Work by their slot', async () => {
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Home address' }));
    expect(
      await screen.findByText('Are You Sure You Want To Delete Home Address?'),
    ).toBeInTheDocument();
  });

  it('deletes: pending Yes, then the user without it, the selection cleared, a notice', async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    const { dialog, user, onClose } = await openDialog(BOOK, AMMI.id);
    await user.click(within(dialog).getByRole('button', { name: "Delete Ammi's house address" }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Address' });
    const yes = within(confirm).getByRole('button', { name: 'Yes' });
    await user.click(yes);

    await waitFor(() => expect(within(yes).getByRole('progressbar')).toBeInTheDocument());
    expect(yes).toBeDisabled();
    expect(within(confirm).getByRole('button', { name: 'No' })).toBeDisabled();
    const { url, init } = fetch.call(0);
    expect(url).toBe('/api/v1/users/delete_address');
    expect(init.method).toBe('DELETE');
    expect(sentJson(init)).toEqual({ query_id: AMMI.query_id });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-registered');

    answer.resolve(jsonResponse({ user: serverUser({ other_addresses: [] }) }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Address' })).toBeNull(),
    );
    expect(authStore.getState().user?.other_addresses).toEqual([]);
    expect(authStore.getState().selectedAddressId).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: "Ammi's house" })).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'Home' })).toBeChecked();
    expect(await screen.findByText('Address deleted')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Add New Address' })).toHaveFocus(),
    );
  });

  it('keeps another selection when a different address is deleted', async () => {
    stubFetch(() => jsonResponse({ user: serverUser({ home_address: null }) }));
    const { dialog, user } = await openDialog(BOOK, WORK.id);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Home address' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Address' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(authStore.getState().user?.home_address).toBeNull());
    expect(authStore.getState().selectedAddressId).toBe(WORK.id);
  });

  it('shows the server message in red under the actions and stays open', async () => {
    const message = 'Address not found';
    stubFetch(() => jsonResponse({ error: { code: 'address_not_found', message } }, 404));
    const { dialog, user } = await openDialog(BOOK, AMMI.id);
    await user.click(within(dialog).getByRole('button', { name: "Delete Ammi's house address" }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Address' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    const alert = await within(confirm).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveStyle({ color: '#C62828' });
    expect(screen.getByRole('dialog', { name: 'Delete Address' })).toBeVisible();
    expect(authStore.getState().user?.other_addresses).toEqual([AMMI]);
    expect(authStore.getState().selectedAddressId).toBe(AMMI.id);
    expect(within(confirm).getByRole('button', { name: 'Yes' })).toBeEnabled();
  });
});

describe('AddressDialog: add and edit (SPEC §4)', () => {
  it('adds: opens the editor for a new address; saving stores the user, selects it, closes, tells', async () => {
    const added = makeAddress({ ...AMMI, id: 9, query_id: 'adr_9', name: 'Gym' });
    editorSaves.response = {
      address: added,
      user: serverUser({ other_addresses: [AMMI, added] }),
    };
    const { dialog, user, onClose } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add New Address' }));
    const editor = await screen.findByRole('dialog', { name: 'Address editor' });
    expect(editor).toHaveTextContent('Adding an address');
    await user.click(within(editor).getByRole('button', { name: 'Save address' }));

    expect(authStore.getState().user?.other_addresses).toEqual([AMMI, added]);
    expect(authStore.getState().selectedAddressId).toBe(added.id);
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Address editor' })).toBeNull(),
    );
    expect(await screen.findByText('Address saved')).toBeVisible();
  });

  it('edits: opens the editor with that address; leaving it keeps the dialog', async () => {
    const { dialog, user, onClose } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Work address' }));
    const editor = await screen.findByRole('dialog', { name: 'Address editor' });
    expect(editor).toHaveTextContent(`Editing ${WORK.query_id}`);
    await user.click(within(editor).getByRole('button', { name: 'Leave editor' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Address editor' })).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('follows a user replaced elsewhere (another tab, a refresh)', async () => {
    const { dialog } = await openDialog();
    act(() => authStore.updateUser(serverUser({ work_address: null })));
    expect(within(dialog).queryByRole('radio', { name: 'Work' })).toBeNull();
  });
});
