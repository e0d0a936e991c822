import type { AddressResponse, DeleteAddressResponse, User } from '@sauda/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { injectWithToken } from '../../../test/inject-with-token.js';

/** Calls the address book as the web does, with the session's bearer token. */
export function createAddressesClient(app: () => FastifyInstance) {
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | undefined,
    body?: unknown,
  ) => injectWithToken(app(), method, url, token, body);

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
    const response = await injectWithToken(app(), 'GET', 'users/me', token);
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
