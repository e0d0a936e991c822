import { request } from '../../../api/request';

export const LOGOUT_ACTION = 'LOGOUT';

/**
 * POST users/logout with the bearer token and an empty body (SPEC §7). A session that has
 * already expired is only reported: the caller logs out locally either way.
 */
export async function logout(): Promise<void> {
  await request({ url: 'users/logout', method: 'POST', isLogin: true, action: LOGOUT_ACTION });
}
