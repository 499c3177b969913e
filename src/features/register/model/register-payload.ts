import type { GeetestProof } from '@/core/geetest/geetest-widget';
import { fieldValue, type RegisterFormValues } from './build-register-schema';
import type { RegisterFieldName, RegisterMode } from './register-fields';

export interface PayloadContext {
  mode: RegisterMode;
  /** The fields shown in the form; only these are sent. */
  shown: readonly RegisterFieldName[];
  referralCode: string;
  registerUrl: string;
  domain: string;
  loginDeviceId: string;
  /** Set when a third-party phone sign-in sent and verified the code. */
  phoneAuth?: { channel: string; idToken: string };
  /** The Geetest v4 pass, on a site that asks for one (spec 5: 54500935725 @~7,100). */
  geetest?: GeetestProof;
}

/**
 * The register payload of product rules: data the portal reads and keeps: the shown fields, then what every registration carries
 * (register URL and domain, dialing code, the login flag, registerMethod WEB), the third-party proof and the
 * Geetest pass.
 */
export function buildRegisterPayload(values: RegisterFormValues, context: PayloadContext) {
  const fields: Partial<Record<RegisterFieldName, string>> = {};
  for (const name of context.shown) {
    const value = fieldValue(name, values[name]);
    if (value !== '') fields[name] = value;
  }
  return {
    ...fields,
    ...(context.referralCode ? { referralCode: context.referralCode } : {}),
    countryDialingCode: values.countryDialingCode,
    domain: context.domain,
    registerUrl: context.registerUrl,
    loginDeviceId: context.loginDeviceId,
    login: true,
    registerMethod: 'WEB',
    ...(context.phoneAuth
      ? { firebaseChannel: context.phoneAuth.channel, firebaseIdToken: context.phoneAuth.idToken }
      : {}),
    ...(context.geetest ? { geetestValidateV4: context.geetest } : {}),
  };
}

export type RegisterPayload = ReturnType<typeof buildRegisterPayload>;
