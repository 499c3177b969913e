import { endpoint, request } from '@/api';
import { nothing } from '@/api/schemas/common';

/**
 * A new password proved by the SMS code of /wps/verification/sms/noLogin, encrypted (product rules: account calls
 * and 5). The reference reads a truthy answer; the mock's also names the account, used when present.
 */
export const resetPasswordByPhone = endpoint({
  name: 'resetPasswordByPhone',
  link: '/wps/member/password/verification',
  moduleId: 'CHNGPASSVERIF3',
  method: 'POST',
  token: 'none',
  encrypted: true,
  source: 'reference',
  response: nothing,
});

export interface PhoneReset {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
}

/** The account the answer names, or null (the reference then logs in with the mobile). */
export async function resetPasswordByPhoneCode(reset: PhoneReset): Promise<string | null> {
  const answer = await request(resetPasswordByPhone, { data: reset });
  if (typeof answer !== 'object' || answer === null) return null;
  const name = (answer as Record<string, unknown>).username;
  return typeof name === 'string' && name !== '' ? name : null;
}
