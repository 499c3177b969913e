import { endpoint, request } from '@/api';
import { nothing } from '@/api/schemas/common';

/** A member's own password change, encrypted (product rules: account calls). */
export const changePassword = endpoint({
  name: 'changePassword',
  link: '/wps/member/password',
  moduleId: 'PASS3',
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'reference',
  response: nothing,
});

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export async function sendPasswordChange(change: PasswordChange): Promise<void> {
  await request(changePassword, { data: change });
}
