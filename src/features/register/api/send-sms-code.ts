import { request } from '@/api';

/** Sends the registration SMS code (spec 1 section 3: mobileNo for registration); answers its lifetime. */
export function sendRegisterSmsCode(mobileNo: string, countryDialingCode: string) {
  return request('smsRegisterCode', { data: { mobileNo, countryDialingCode } });
}
