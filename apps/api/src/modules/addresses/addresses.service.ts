import {
  addressDescription,
  addressTypeForTitle,
  MAX_ADDRESSES_PER_USER,
  type AddressInput,
  type AddressResponse,
  type DeleteAddressResponse,
} from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import { unauthorized } from '../../http/app-error.js';
import type { UserRow } from '../auth/sessions.repository.js';
import { lockUser } from '../auth/users.repository.js';
import { presentUser } from '../users/present-user.service.js';
import type { UserViewContext } from '../users/profile-context.js';
import { toAddressJson } from '../users/user-json.js';
import { addressNotFound, tooManyAddresses } from './address-errors.js';
import {
  deleteOwnAddress,
  insertAddress,
  summarizeAddressBook,
  updateOwnAddress,
  type AddressPatch,
} from './addresses.repository.js';

/**
 * Holds the user's row until the transaction ends, so that address changes of one user run one
 * after another: two "Home" creates at once cannot both see an empty home slot.
 */
async function lockAddressBook(tx: AppDb, actor: UserRow): Promise<UserRow> {
  const user = await lockUser(tx, actor.id);
  if (!user) throw unauthorized();
  return user;
}

/** The fields an address takes from the form and the pin; the description is computed. */
function addressFields(input: AddressInput): AddressPatch {
  return {
    building: input.building,
    street: input.street,
    floor: input.floor,
    room: input.room,
    landmark: input.landmark,
    lat: input.lat,
    long: input.long,
    district: input.district,
    description: addressDescription(input.room, input.district),
  };
}

/** users/create_address: the type follows the address type rule (SPEC §4), not the client. */
export async function createAddress(
  ctx: UserViewContext,
  actor: UserRow,
  input: AddressInput,
  now: Date,
): Promise<AddressResponse> {
  const { user, row } = await ctx.db.transaction(async (tx) => {
    const user = await lockAddressBook(tx, actor);
    const book = await summarizeAddressBook(tx, user.id);
    if (book.count >= MAX_ADDRESSES_PER_USER) throw tooManyAddresses();
    const type = addressTypeForTitle(input.name, book);
    const row = await insertAddress(
      tx,
      { ...addressFields(input), userId: user.id, name: input.name, type },
      now,
    );
    return { user, row };
  });
  return { address: toAddressJson(row), user: await presentUser(ctx, user, now) };
}

/** users/update_address: the title and type stay (SPEC §4 "locked while editing"). */
export async function updateAddress(
  ctx: UserViewContext,
  actor: UserRow,
  queryId: string,
  input: AddressInput,
  now: Date,
): Promise<AddressResponse> {
  const { user, row } = await ctx.db.transaction(async (tx) => {
    const user = await lockAddressBook(tx, actor);
    const row = await updateOwnAddress(tx, user.id, queryId, addressFields(input), now);
    if (!row) throw addressNotFound();
    return { user, row };
  });
  return { address: toAddressJson(row), user: await presentUser(ctx, user, now) };
}

/** users/delete_address: the user answers without it, its slot free for the next title. */
export async function deleteAddress(
  ctx: UserViewContext,
  actor: UserRow,
  queryId: string,
  now: Date,
): Promise<DeleteAddressResponse> {
  const user = await ctx.db.transaction(async (tx) => {
    const user = await lockAddressBook(tx, actor);
    if (!(await deleteOwnAddress(tx, user.id, queryId))) throw addressNotFound();
    return user;
  });
  return { user: await presentUser(ctx, user, now) };
}
