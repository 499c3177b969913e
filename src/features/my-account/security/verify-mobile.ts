import * as z from 'zod/mini';
import { endpoint, request } from '@/api';

/**
 * Checks the SMS code sent to a number to bind (`sendSmsCode`, operationType 5), which binds and verifies
 * it (spec 5, 2.2 and 3.7 #29: a live script, 54492984559 @~3,000, and the member centre's setVerification,
 * 70542479384 @~466,500). Only its success is read; member info then carries the number.
 */
export const verifySmsCode = endpoint({
  name: 'verifySmsCode',
  link: '/wps/v2/verification/sms/verify',
  moduleId: 'VERIFICATION3',
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '54492984559 @~3,000; 70542479384 @~466,500',
  response: z.unknown(),
});

export interface MobileBinding {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

export function submitMobileBinding(binding: MobileBinding): Promise<unknown> {
  return request(verifySmsCode, { data: binding });
}
