import { describe, expect, it } from 'vitest';
import type { Address } from './address.schemas.js';
import {
  addressDescription,
  addressTypeForTitle,
  cleanPlaceName,
  defaultAddress,
  isInPakistan,
  listAddresses,
  selectedAddress,
  type AddressBook,
} from './address-rules.js';

function address(id: number, type: Address['type'], name: string): Address {
  return {
    id,
    query_id: `addr-${id}`,
    name,
    building: '',
    street: 'Khayaban-e-Ittehad',
    floor: '',
    room: '12',
    landmark: '',
    lat: 24.8,
    long: 67.05,
    district: 'DHA Phase 6',
    type,
    description: '12, DHA Phase 6',
  };
}

const home = address(1, 'home', 'Home');
const work = address(2, 'work', 'Work');
const mums = address(3, 'others', "Mum's place");
const gym = address(4, 'others', 'Gym');
const empty: AddressBook = { home_address: null, work_address: null, other_addresses: [] };
const full: AddressBook = { home_address: home, work_address: work, other_addresses: [mums, gym] };

describe('addressTypeForTitle (SPEC §4 address type rule)', () => {
  const free = { home: false, work: false };

  it('gives home and work their slot in any case and with spaces around', () => {
    expect(addressTypeForTitle('home', free)).toBe('home');
    expect(addressTypeForTitle('  HoMe ', free)).toBe('home');
    expect(addressTypeForTitle('WORK', free)).toBe('work');
  });

  it('gives others when that slot is taken', () => {
    expect(addressTypeForTitle('Home', { home: true, work: false })).toBe('others');
    expect(addressTypeForTitle('work', { home: false, work: true })).toBe('others');
    expect(addressTypeForTitle('Home', { home: false, work: true })).toBe('home');
  });

  it('gives others to every other title, even one that contains home', () => {
    expect(addressTypeForTitle("Mum's place", free)).toBe('others');
    expect(addressTypeForTitle('Home 2', free)).toBe('others');
    expect(addressTypeForTitle('my work', free)).toBe('others');
  });
});

describe('default and selected address (SPEC §4 address selection)', () => {
  it('defaults to home, then work, then the first other, then none', () => {
    expect(defaultAddress(full)).toBe(home);
    expect(defaultAddress({ ...full, home_address: null })).toBe(work);
    expect(defaultAddress({ ...empty, other_addresses: [gym, mums] })).toBe(gym);
    expect(defaultAddress(empty)).toBeNull();
  });

  it('keeps the chosen address while it exists and falls back to the default when it is gone', () => {
    expect(selectedAddress(full, gym.id)).toBe(gym);
    expect(selectedAddress(full, 999)).toBe(home);
    expect(selectedAddress(full, null)).toBe(home);
    expect(selectedAddress(empty, gym.id)).toBeNull();
  });

  it('lists home, work, then the others in order', () => {
    expect(listAddresses(full)).toEqual([home, work, mums, gym]);
    expect(listAddresses(empty)).toEqual([]);
  });
});

describe('addressDescription', () => {
  it('joins flat and area and skips a blank one', () => {
    expect(addressDescription('Flat 4B', 'Clifton Block 5')).toBe('Flat 4B, Clifton Block 5');
    expect(addressDescription(' ', 'Gulberg III ')).toBe('Gulberg III');
  });
});

describe('cleanPlaceName (SPEC §5)', () => {
  it("treats 'Unnamed Road' as empty in any case", () => {
    expect(cleanPlaceName('Unnamed Road')).toBe('');
    expect(cleanPlaceName(' unnamed road ')).toBe('');
    expect(cleanPlaceName(null)).toBe('');
    expect(cleanPlaceName(' Shahrah-e-Faisal ')).toBe('Shahrah-e-Faisal');
  });
});

describe('isInPakistan', () => {
  it('accepts Karachi, Lahore, Islamabad and Gilgit, rejects elsewhere', () => {
    expect(isInPakistan({ lat: 24.8607, long: 67.0011 })).toBe(true);
    expect(isInPakistan({ lat: 31.5204, long: 74.3587 })).toBe(true);
    expect(isInPakistan({ lat: 33.6844, long: 73.0479 })).toBe(true);
    expect(isInPakistan({ lat: 35.92, long: 74.31 })).toBe(true);
    expect(isInPakistan({ lat: 0, long: 0 })).toBe(false);
    expect(isInPakistan({ lat: 51.5, long: -0.12 })).toBe(false);
    expect(isInPakistan({ lat: 24.86, long: 55.3 })).toBe(false);
  });
});
