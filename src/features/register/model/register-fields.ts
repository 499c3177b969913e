import type { RegisterFieldRule } from '@/api';

/** The register payload's text fields of product rules: data the portal reads and keeps that a server rule may switch on. */
export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'email',
  'birthday',
  'qqNum',
  'wechat',
  'line',
  'whatsapp',
  'facebook',
  'idNumber',
  'paymentPassword',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

export type RegisterFieldName = (typeof registerFieldNames)[number];

/** Username registration or mobile registration (flags USERNAMEREG3 and MOBILENUMREG3). */
export type RegisterMode = 'username' | 'mobile';

/** A server rule with its gaps filled: bounds default to 1..255, a missing pattern means any text. */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  /** A regular expression, or '*' for any text. */
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  /** Pattern family 1..22 of product rules: validation (message key reg_pattern_<id>); 1 = any characters. */
  patternId: number;
}

export type RegisterRules = Partial<Record<RegisterFieldName, FieldRule>>;

/** The verification code may be up to 255 characters (product rules: validation), whatever the rule says. */
export const VERIFICATION_CODE_MAX = 255;
const DEFAULT_MAX = 255;

export function normalizeRule(raw: RegisterFieldRule): FieldRule {
  const patternId = Number(raw.patternId ?? 1);
  const minLength = Math.max(0, raw.minLength ?? 1);
  return {
    enabled: raw.enabled,
    required: raw.required,
    acceptedPattern: raw.acceptedPattern || '*',
    minLength,
    maxLength: Math.max(minLength, raw.maxLength ?? DEFAULT_MAX),
    patternId: Number.isInteger(patternId) && patternId >= 1 && patternId <= 22 ? patternId : 1,
  };
}

/** Keeps the rules of the fields this client knows, normalised; unknown server fields are ignored. */
export function normalizeRules(raw: Record<string, RegisterFieldRule>): RegisterRules {
  const rules: RegisterRules = {};
  for (const name of registerFieldNames) {
    const rule = raw[name];
    if (rule) rules[name] = normalizeRule(rule);
  }
  return rules;
}

/**
 * The rule a field follows in one mode: username registration always asks username and password; mobile
 * registration always asks the mobile number and does not ask a username (the server derives it).
 * Returns null when the field is not shown.
 */
export function effectiveRule(
  rules: RegisterRules,
  name: RegisterFieldName,
  mode: RegisterMode,
): FieldRule | null {
  const base = rules[name];
  if (name === 'username') {
    if (mode === 'mobile') return null;
    return { ...(base ?? anyText), enabled: true, required: true };
  }
  if (name === 'password' || name === 'confirmPassword') {
    return { ...(base ?? anyText), enabled: true, required: true };
  }
  if (name === 'mobileNum' && mode === 'mobile') {
    return { ...(base ?? digits), enabled: true, required: true };
  }
  if (!base || !base.enabled) return null;
  return base;
}

const anyText: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  minLength: 1,
  maxLength: DEFAULT_MAX,
  patternId: 1,
};
const digits: FieldRule = {
  ...anyText,
  acceptedPattern: '^\\d+$',
  minLength: 6,
  maxLength: 15,
  patternId: 7,
};
