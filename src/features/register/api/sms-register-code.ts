import { endpoint, request } from '@/api';
import { smsCodeSent } from '@/api/schemas/session';
import type { RegisterMode } from '../model/register-fields';

/*
 * The registration SMS code: one link, and the reference's catalogue gives it one module id per form
 * (product rules: account calls), so it is two endpoints; the form that asks picks its own.
 */
const smsRegisterCodeOf = (name: string, moduleId: string) =>
  endpoint({
    name,
    link: '/wps/verification/sms/register',
    moduleId,
    method: 'POST',
    token: 'none',
    source: 'reference',
    response: smsCodeSent,
  });

/** From the username form, when REGMOBVERF3 asks it for a verified mobile. */
export const smsRegisterCodeForUsername = smsRegisterCodeOf('smsRegisterCodeForUsername', 'REGMOBVERF3');
/** From the mobile form (MOBILENUMREG3). */
export const smsRegisterCodeForMobile = smsRegisterCodeOf('smsRegisterCodeForMobile', 'MOBILENUMREG3');

/** Sends the code (the reference's `{countryDialingCode, mobileNo}`); answers its lifetime. */
export function sendRegisterSmsCode(mode: RegisterMode, mobileNo: string, countryDialingCode: string) {
  const call = mode === 'mobile' ? smsRegisterCodeForMobile : smsRegisterCodeForUsername;
  return request(call, { data: { countryDialingCode, mobileNo } });
}
