import { request } from '@/api';

/** Asks for a login (or reset) code to a member's phone; the answer says how long it stays valid. */
export function sendLoginCode(mobileNum: string, countryDialingCode: string) {
  return request('smsLoginCode', { data: { mobileNum, countryDialingCode, captcha: '' } });
}
