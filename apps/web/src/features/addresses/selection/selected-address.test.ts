import type { User } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { emptyAuthState, type AuthState } from '../../auth/store/auth-state';
import { makeUser } from '../../auth/testing/user-fixture';
import { AMMI, HOME, WORK, makeAddress } from '../testing/address-fixtures';
import { selectedAddressOf } from './selected-address';

type Book = Partial<Pick<User, 'home_address' | 'work_address' | 'other_addresses'>>;

function stateWith(addresses: Book, selectedAddressId: number | null = null): AuthState {
  return { ...emptyAuthState, user: makeUser(addresses), selectedAddressId };
}

describe('selectedAddressOf (SPEC §4 address selection)', () => {
  it('is null without a user or without any address', () => {
    expect(selectedAddressOf(emptyAuthState)).toBeNull();
    expect(selectedAddressOf(stateWith({}))).toBeNull();
  });

  it('defaults to home, then work, then the first other address', () => {
    const second = makeAddress({ ...AMMI, id: 4, query_id: 'adr_4', name: 'Gym' });
    const all = { home_address: HOME, work_address: WORK, other_addresses: [AMMI, second] };
    expect(selectedAddressOf(stateWith(all))).toEqual(HOME);
    expect(selectedAddressOf(stateWith({ ...all, home_address: null }))).toEqual(WORK);
    expect(
      selectedAddressOf(stateWith({ ...all, home_address: null, work_address: null })),
    ).toEqual(AMMI);
  });

  it('takes the chosen address while it exists', () => {
    const all = { home_address: HOME, work_address: WORK, other_addresses: [AMMI] };
    expect(selectedAddressOf(stateWith(all, AMMI.id))).toEqual(AMMI);
    expect(selectedAddressOf(stateWith(all, WORK.id))).toEqual(WORK);
  });

  it('falls back to the default when the chosen id no longer exists', () => {
    const book = { home_address: null, work_address: WORK, other_addresses: [AMMI] };
    expect(selectedAddressOf(stateWith(book, HOME.id))).toEqual(WORK);
    expect(selectedAddressOf(stateWith(book, 999))).toEqual(WORK);
  });
});
