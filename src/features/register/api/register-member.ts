import { request, type LoginResult } from '@/api';
import { sendLogin } from '@/core/api/login';
import type { RegisterMode } from '../model/register-fields';
import type { RegisterPayload } from '../model/register-payload';
import { registerByMobile } from './register-by-mobile';
import { register } from './register';

/**
 * Registers by the form's own call (both encrypted by the client), with the same payload and extras from
 * either form (the reference's mobile form drops its extras: a bug not copied). The payload asks for a
 * login (login: true); when the answer carries no token, the new account logs in with its password.
 */
export async function registerMember(mode: RegisterMode, payload: RegisterPayload): Promise<LoginResult> {
  const answer = await request(mode === 'mobile' ? registerByMobile : register, { data: payload });
  if (answer.token) {
    return { token: answer.token, id: answer.customerId, firstTimeLogin: false, passwordExpired: false };
  }
  return sendLogin({
    username: payload.username ?? payload.mobileNum ?? '',
    password: payload.password ?? '',
    captcha: '',
    type: 'username',
    loginDeviceId: payload.loginDeviceId,
  });
}
