import type { TFunction } from 'i18next';
import { changePasswordSchema, forgotByEmailSchema, loginSchema } from '@/features/auth/lib/form-schemas';
import { mobileRuleFrom, passwordRuleFrom } from '@/features/auth/lib/field-rules';

/** Messages as their keys (with values), so the checks are read without a loaded language. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

/** Each failing field with its message. */
function problems(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const emptyLogin = {
  username: '',
  password: '',
  mobile: '',
  countryCode: '55',
  code: '',
  captcha: '',
  remember: false,
};

describe('the auth forms’ schemas', () => {
  it('checks only the login mode on show, and the captcha only once shown', () => {
    const options = { mode: 'username' as const, captchaShown: false, mobileRule: mobileRuleFrom(undefined) };
    expect(problems(loginSchema(t, options).safeParse({ ...emptyLogin, username: '  ' }))).toEqual({
      username: 'auth_username_required',
      password: 'auth_password_required',
    });
    expect(
      problems(loginSchema(t, { ...options, mode: 'sms', captchaShown: true }).safeParse(emptyLogin)),
    ).toEqual({
      mobile: 'auth_mobile_required',
      code: 'auth_code_required',
      captcha: 'auth_captcha_required',
    });
  });

  it('names a wrong repetition even when the new password breaks the rule', () => {
    const schema = changePasswordSchema(t, { askCurrent: true, rule: passwordRuleFrom(undefined) });
    expect(problems(schema.safeParse({ current: '', next: 'abc', repeat: 'abd' }))).toEqual({
      current: 'auth_current_password_required',
      next: 'auth_length_range {"min":6,"max":20}',
      repeat: 'auth_confirm_mismatch',
    });
    expect(schema.safeParse({ current: 'old', next: 'abcdef', repeat: 'abcdef' }).success).toBe(true);
  });

  it('tells a missing e-mail from a malformed one', () => {
    const schema = forgotByEmailSchema(t);
    expect(problems(schema.safeParse({ username: 'player01', email: ' ' }))).toEqual({
      email: 'auth_email_required',
    });
    expect(problems(schema.safeParse({ username: 'player01', email: 'player01@' }))).toEqual({
      email: 'auth_email_invalid',
    });
    expect(schema.safeParse({ username: 'player01', email: ' p@example.com ' }).success).toBe(true);
  });
});
