import { mutationOptions } from '@tanstack/react-query';
import { CLIENT_OS, userResponseSchema, type AuthenticateBody, type User } from '@sauda/domain';
import { request } from '../../../api/request';
import { APP_VERSION } from '../../../config/app-version';

export const AUTHENTICATE_ACTION = 'LOGIN';

export interface Credentials {
  /** The number as sent, without spaces: "+923001234567". */
  loginId: string;
  password: string;
}

/** POST users/authenticate: a lost session here is only reported, never a logout. */
export async function authenticate({ loginId, password }: Credentials): Promise<User> {
  const body: AuthenticateBody = {
    login_id: loginId,
    password,
    app_version: APP_VERSION,
    os: CLIENT_OS,
    app: '',
  };
  const answer = await request({
    url: 'users/authenticate',
    method: 'POST',
    body,
    auth: false,
    isLogin: true,
    action: AUTHENTICATE_ACTION,
    schema: userResponseSchema,
  });
  return answer.user;
}

export function authenticateMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'authenticate'], mutationFn: authenticate });
}
