import { CLIENT_OS, type AnonymousAuthenticateBody, type User } from '@sauda/domain';
import { request } from '../../../api/request';
import { APP_VERSION } from '../../../config/app-version';
import { userResponse } from './user-response';

export const GUEST_LOGIN_ACTION = 'GUEST_LOGIN';

export interface DeviceCredentials {
  visitorId: string;
  guestSecret: string;
}

/** POST users/authenticate_anonymously: this browser's guest, known by its visitor id. */
export async function authenticateAnonymously({
  visitorId,
  guestSecret,
}: DeviceCredentials): Promise<User> {
  const body: AnonymousAuthenticateBody = {
    login_id: visitorId,
    password: guestSecret,
    app_version: APP_VERSION,
    os: CLIENT_OS,
    app: '',
  };
  const answer = await request({
    url: 'users/authenticate_anonymously',
    method: 'POST',
    body,
    auth: false,
    isLogin: true,
    action: GUEST_LOGIN_ACTION,
    schema: userResponse,
  });
  return answer.user;
}
