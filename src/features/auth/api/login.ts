import { isApiError } from '@/api';
import { sendLogin } from '@/core/api/login';
import type { GeetestProof } from '@/core/geetest/geetest-widget';
import { loginDeviceId } from '@/lib/device-id';

export type LoginType = 'username' | 'sms';

/** Proofs a login from an unregistered IP may carry (designed with the mock: mocks/README.md). */
export const ipProofMethods = ['mobile', 'email', 'bankAccountName', 'google'] as const;
export type IpProofMethod = (typeof ipProofMethods)[number];

/**
 * The proofs an unregistered-IP refusal offers: those the server lists in `value.methods` that we know, in
 * its order; all four of the spec when it lists none (or only ones we cannot ask for).
 */
export function ipProofMethodsOf(error: unknown): readonly IpProofMethod[] {
  const value = isApiError(error) ? error.value : undefined;
  const listed =
    typeof value === 'object' && value !== null && 'methods' in value ? value.methods : undefined;
  const known = Array.isArray(listed)
    ? ipProofMethods.filter((m) => listed.includes(m)).sort((a, b) => listed.indexOf(a) - listed.indexOf(b))
    : [];
  return known.length > 0 ? known : ipProofMethods;
}

export interface LoginInput {
  username: string;
  password: string;
  type?: LoginType;
  captcha?: string;
  countryDialingCode?: string;
  ipProof?: { method: IpProofMethod; value: string };
  /** The Geetest v4 pass, on a site that asks for one. */
  geetest?: GeetestProof;
}

/** The login popup's login (src/core/api/login.ts), with the IP proof when the server asked for one. */
export function login({
  username,
  password,
  type = 'username',
  captcha = '',
  countryDialingCode,
  ipProof,
  geetest,
}: LoginInput) {
  return sendLogin({
    username: username.trim(),
    password,
    captcha: captcha.trim(),
    type,
    loginDeviceId: loginDeviceId(),
    ...(countryDialingCode ? { countryDialingCode } : {}),
    ...(ipProof ? { verifyMethod: ipProof.method, verifyValue: ipProof.value.trim() } : {}),
    ...(geetest ? { geetestValidateV4: geetest } : {}),
  });
}
