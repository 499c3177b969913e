import { endpoint, request } from '@/api';
import { smsCodeSent } from '@/api/schemas/session';

/**
 * The SMS code that proves a mobile number to bind (our design, mocks/README.md, "My account"); answers
 * the code's lifetime in minutes, as the other SMS calls do.
 */
export const smsBindCode = endpoint({
  name: 'smsBindCode',
  link: '/wps/verification/sms/bind',
  moduleId: 'COMM3',
  method: 'POST',
  token: 'required',
  source: 'ours',
  response: smsCodeSent,
});

export interface MobileToBind {
  countryDialingCode: string;
  mobileNum: string;
}

export function sendBindCode(mobile: MobileToBind) {
  return request(smsBindCode, { data: mobile });
}
