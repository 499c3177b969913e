import { endpoint, request } from '@/api';
import { nothing } from '@/api/schemas/common';

/** Forgot password by e-mail: the one form post of the protocol (the wire protocol, product rules: account calls). */
export const forgotPasswordByEmail = endpoint({
  name: 'forgotPasswordByEmail',
  link: '/wps/member/password/email',
  moduleId: 'COMM3',
  method: 'POST',
  token: 'none',
  form: true,
  source: 'reference',
  response: nothing,
});

export async function sendPasswordByEmail(username: string, email: string): Promise<void> {
  await request(forgotPasswordByEmail, { data: { username, email } });
}
