/** Most addresses one user may keep; one more answers a clear 400. */
export const MAX_ADDRESSES_PER_USER = 50;

/** The address book's messages (SPEC §7 users/create_address, update_address, delete_address). */
export const ADDRESS_MESSAGES = Object.freeze({
  pickOnMap: 'Pick the location on the map',
  outsidePakistan: 'Pick a location in Pakistan',
  tooMany: `You can keep up to ${MAX_ADDRESSES_PER_USER} addresses. Delete one to add another.`,
  notFound: 'Address not found',
} as const);
