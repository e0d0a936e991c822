import { queryOptions } from '@tanstack/react-query';
import type { User } from '@sauda/domain';
import { request } from '../../../api/request';
import { authKeys } from './auth-keys';
import { userResponse } from './user-response';

export async function getMe(options: { signal?: AbortSignal } = {}): Promise<User> {
  const answer = await request({
    url: 'users/me',
    action: 'GET_ME',
    schema: userResponse,
    signal: options.signal,
  });
  return answer.user;
}

/** GET users/me: the signed-in user as the server knows it now (addresses, vouchers…). */
export function meQueryOptions() {
  return queryOptions({ queryKey: authKeys.me, queryFn: ({ signal }) => getMe({ signal }) });
}
