import { request } from '@/api';
import { loginDeviceId } from '@/lib/device-id';

export type LoginType = 'username' | 'sms';

/** Proofs a login from an unregistered IP may carry (designed with the mock: mocks/README.md). */
export type IpProofMethod = 'mobile' | 'email' | 'bankAccountName' | 'google';
export const ipProofMethods: readonly IpProofMethod[] = ['mobile', 'email', 'bankAccountName', 'google'];

export interface LoginInput {
  username: string;
  password: string;
  type?: LoginType;
  captcha?: string;
  countryDialingCode?: string;
  ipProof?: { method: IpProofMethod; value: string };
}

/** The encrypted login call (spec 1 sections 3 and 7); in SMS mode the mobile is the username. */
export function login({
  username,
  password,
  type = 'username',
  captcha = '',
  countryDialingCode,
  ipProof,
}: LoginInput) {
  return request('login', {
    data: {
      username: username.trim(),
      password,
      captcha: captcha.trim(),
      type,
      loginDeviceId: loginDeviceId(),
      ...(countryDialingCode ? { countryDialingCode } : {}),
      ...(ipProof ? { verifyMethod: ipProof.method, verifyValue: ipProof.value.trim() } : {}),
    },
  });
}
