import { patternFamilies } from './patterns';

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: number;
}

export type RegisterFieldName =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'payeeName'
  | 'email'
  | 'qqNum'
  | 'mobileNum'
  | 'recommenderId'
  | 'captcha'
  | 'verificationCode'
  | 'affiliateCode'
  | 'paymentPassword'
  | 'line'
  | 'whatsapp'
  | 'facebook'
  | 'wechat'
  | 'idNumber'
  | 'birthday';

function rule(
  patternId: number,
  minLength: number,
  maxLength: number,
  enabled = true,
  required = false,
): FieldRule {
  const family = patternFamilies[patternId];
  if (!family) throw new Error(`unknown pattern id ${patternId}`);
  return { enabled, required, acceptedPattern: family.pattern, minLength, maxLength, patternId };
}

// A Brazilian site's plausible form: username, password, optional e-mail, mobile, affiliate code and
// birthday. The enabled rules use six pattern families (2, 4, 5, 7, 12, 19); the others stay off.
export function defaultRegisterRules(): Record<RegisterFieldName, FieldRule> {
  return {
    username: rule(2, 6, 16, true, true),
    password: rule(19, 8, 20, true, true),
    confirmPassword: rule(19, 8, 20, true, true),
    payeeName: rule(9, 2, 50, false),
    email: rule(4, 6, 64, true, false),
    qqNum: rule(7, 5, 12, false),
    mobileNum: rule(7, 10, 11, true, false),
    recommenderId: rule(5, 4, 16, false),
    captcha: rule(7, 4, 4, false),
    verificationCode: rule(7, 6, 6, true, false),
    affiliateCode: rule(5, 4, 12, true, false),
    paymentPassword: rule(7, 6, 6, false),
    line: rule(10, 3, 32, false),
    whatsapp: rule(7, 8, 15, false),
    facebook: rule(10, 3, 64, false),
    wechat: rule(10, 3, 32, false),
    idNumber: rule(7, 11, 11, false),
    birthday: rule(12, 10, 10, true, false),
  };
}

/** Returns the first problem with `value` against `rule`, or null. Empty optional fields pass. */
export function checkField(value: string, fieldRule: FieldRule): 'required' | 'length' | 'pattern' | null {
  if (!fieldRule.enabled) return null;
  if (value === '') return fieldRule.required ? 'required' : null;
  const length = [...value].length;
  if (length < fieldRule.minLength || length > fieldRule.maxLength) return 'length';
  if (fieldRule.acceptedPattern !== '*' && !new RegExp(fieldRule.acceptedPattern).test(value))
    return 'pattern';
  return null;
}
