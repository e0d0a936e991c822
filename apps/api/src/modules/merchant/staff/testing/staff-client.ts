import type { MerchantRole, StaffMember, StoreActivityEntry } from '@sauda/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

const auth = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

/** Calls the store's staff and activity routes as the web does, with a member's bearer token. */
export function createStaffClient(app: () => FastifyInstance) {
  const base = (storeId: string) => `/api/v1/merchant/stores/${storeId}`;

  const list = (token: string | undefined, storeId: string) =>
    app().inject({ method: 'GET', url: `${base(storeId)}/staff`, headers: auth(token) });

  const invite = (token: string | undefined, storeId: string, body: Record<string, unknown>) =>
    app().inject({
      method: 'POST',
      url: `${base(storeId)}/staff`,
      headers: auth(token),
      payload: body,
    });

  const patch = (
    token: string | undefined,
    storeId: string,
    memberId: string,
    body: Record<string, unknown>,
  ) =>
    app().inject({
      method: 'PATCH',
      url: `${base(storeId)}/staff/${memberId}`,
      headers: auth(token),
      payload: body,
    });

  const remove = (token: string | undefined, storeId: string, memberId: string) =>
    app().inject({
      method: 'DELETE',
      url: `${base(storeId)}/staff/${memberId}`,
      headers: auth(token),
    });

  const activity = (token: string | undefined, storeId: string, query = '') =>
    app().inject({
      method: 'GET',
      url: `${base(storeId)}/activity${query}`,
      headers: auth(token),
    });

  /** GET and expect 200: members, then invitations. */
  async function listed(token: string, storeId: string): Promise<StaffMember[]> {
    const response = await list(token, storeId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ staff: StaffMember[] }>().staff;
  }

  /** POST and expect 201: the invitation. */
  async function invited(
    token: string,
    storeId: string,
    mobileNumber: string,
    role: MerchantRole,
  ): Promise<StaffMember> {
    const response = await invite(token, storeId, { mobile_number: mobileNumber, role });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ member: StaffMember }>().member;
  }

  /** GET activity and expect 200: the page's entries. */
  async function logged(token: string, storeId: string, query = ''): Promise<StoreActivityEntry[]> {
    const response = await activity(token, storeId, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ activity: StoreActivityEntry[] }>().activity;
  }

  return { list, invite, patch, remove, activity, listed, invited, logged };
}

export type StaffClient = ReturnType<typeof createStaffClient>;
