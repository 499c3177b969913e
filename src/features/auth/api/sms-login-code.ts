import { endpoint, request } from '@/api';
import { smsCodeSent } from '@/api/schemas/session';

/** The SMS code of a login or a reset by phone, sent only to a known number (product rules: account calls). */
export const smsLoginCode = endpoint({
  name: 'smsLoginCode',
  link: '/wps/verification/sms/noLogin',
  moduleId: 'VERIFICATION3',
  method: 'POST',
  token: 'none',
  source: 'reference',
  response: smsCodeSent,
});

/** The answer says how long the code stays valid (`expiredMinutes`). */
export function sendLoginCode(mobileNum: string, countryDialingCode: string) {
  return request(smsLoginCode, { data: { mobileNum, countryDialingCode } });
}
