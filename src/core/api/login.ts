import { endpoint, isApiError, request, type LoginResult } from '@/api';
import { loginResult } from '@/api/schemas/session';
import { isGeetestRefusal } from '../geetest/geetest-refusal';
import type { GeetestProof } from '../geetest/geetest-widget';

/**
 * The username (or SMS) login, encrypted (product rules: account calls, product rules: account calls). Shared by the
 * login popup, the agent page and a registration whose answer carries no token.
 */
export const login = endpoint({
  name: 'login',
  link: '/wps/session/login',
  moduleId: 'COMM3',
  method: 'POST',
  token: 'none',
  encrypted: true,
  source: 'reference',
  response: loginResult,
});

/** What a login sends: in SMS mode the mobile is the username and the code the password. */
export interface LoginPayload {
  username: string;
  password: string;
  captcha: string;
  type: 'username' | 'sms' | '';
  loginDeviceId: string;
  /** On a site that uses Geetest v4, the pass the visitor just made (spec 5: 55035107823 @~5,100). */
  geetestValidateV4?: GeetestProof;
  [extra: string]: unknown;
}

export function sendLogin(payload: LoginPayload): Promise<LoginResult> {
  return request(login, { data: payload });
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * A refused login that asks for the captcha from now on: the reference reads a truthy `value.captcha`
 * (product rules: account calls); the product names it in the error code or message. Either turns the captcha on.
 */
export function loginWantsCaptcha(error: unknown): boolean {
  // `geetest_captcha_err` names a captcha too, but asks for the Geetest check, not the picture.
  if (!isApiError(error) || isGeetestRefusal(error)) return false;
  return (isRecord(error.value) && Boolean(error.value.captcha)) || error.wantsCaptcha;
}
