import { request, type LoginResult } from '@/api';
import type { RegisterMode } from '../model/register-fields';
import type { RegisterPayload } from '../model/register-payload';

/**
 * PUT /wps/member/register or /wps/member/register/mobile (encrypted by the client). The payload asks for
 * a login (login: true); when the answer carries no token, the new account logs in with its password.
 */
export async function registerMember(mode: RegisterMode, payload: RegisterPayload): Promise<LoginResult> {
  const answer = await request(mode === 'mobile' ? 'registerByMobile' : 'register', { data: payload });
  if (answer.token) {
    return { token: answer.token, id: answer.customerId, firstTimeLogin: false, passwordExpired: false };
  }
  return request('login', {
    data: {
      username: payload.username ?? payload.mobileNum ?? '',
      password: payload.password ?? '',
      captcha: '',
      type: 'username',
      loginDeviceId: payload.loginDeviceId,
    },
  });
}
