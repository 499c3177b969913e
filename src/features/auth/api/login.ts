import { request } from '@/api';

/** A per-browser id the backend uses to recognise devices; made once per tab session. */
function loginDeviceId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

export interface LoginInput {
  username: string;
  password: string;
}

/** Username login (the full login popup with SMS and captcha is a later issue). */
export function login({ username, password }: LoginInput) {
  return request('login', {
    data: {
      username: username.trim(),
      password,
      captcha: '',
      type: 'username',
      loginDeviceId: loginDeviceId(),
    },
  });
}
