import type {
  AddressResponse,
  createAddressBodySchema,
  DeleteAddressResponse,
  User,
} from '@sauda/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';

/** An address as the "Confirm Address Details" form and the map send it. */
export type AddressBody = z.input<typeof createAddressBodySchema>['address'];

/** A Clifton flat: valid everywhere; tests change only the fields they are about. */
export function cliftonAddress(overrides: Partial<Record<keyof AddressBody, unknown>> = {}) {
  return {
    name: 'Home',
    building: 'Sea View Apartments',
    street: 'Khayaban-e-Saadi',
    floor: '2',
    room: 'Flat 4B',
    landmark: 'Near Dolmen Mall',
    lat: 24.8138,
    long: 67.03,
    district: 'Clifton Block 5',
    ...overrides,
  };
}

/** Calls the address book as the web does, with the session's bearer token. */
export function createAddressesClient(app: () => FastifyInstance) {
  function send(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | undefined,
    body?: unknown,
  ): Promise<LightMyRequestResponse> {
    return app().inject({
      method,
      url: `/api/v1/${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  }

  const create = (token: string | undefined, address: unknown) =>
    send('POST', 'users/create_address', token, { address });
  const update = (token: string | undefined, queryId: unknown, address: unknown) =>
    send('PUT', 'users/update_address', token, { query_id: queryId, address });
  const remove = (token: string | undefined, queryId: unknown) =>
    send('DELETE', 'users/delete_address', token, { query_id: queryId });
  const removeByQueryString = (token: string | undefined, queryId: string) =>
    send('DELETE', `users/delete_address?query_id=${encodeURIComponent(queryId)}`, token);

  /** Creates and expects 201: the saved address and the user. */
  async function created(token: string, address: unknown): Promise<AddressResponse> {
    const response = await create(token, address);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AddressResponse>();
  }

  async function deleted(token: string, queryId: string): Promise<DeleteAddressResponse> {
    const response = await remove(token, queryId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DeleteAddressResponse>();
  }

  /** The signed-in user as GET users/me answers it. */
  async function me(token: string): Promise<User> {
    const response = await app().inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ user: User }>().user;
  }

  return { send, create, update, remove, removeByQueryString, created, deleted, me };
}

export type AddressesClient = ReturnType<typeof createAddressesClient>;

/** The user's address slots by title: what the address dialog lists. */
export function slotNames(user: User) {
  return {
    home: user.home_address?.name ?? null,
    work: user.work_address?.name ?? null,
    others: user.other_addresses.map((address) => address.name),
  };
}
