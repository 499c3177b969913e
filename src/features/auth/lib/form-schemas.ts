import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import { ipProofMethods } from '../api/login';
import { filledText, mobileNumber, newPassword, type TextRule } from './field-rules';

/*
 * The zod schemas of the auth forms (react-hook-form validates through zodResolver). Messages are
 * translated when the schema is built: a form rebuilds its schema when the language or a rule changes.
 */

export interface LoginSchemaOptions {
  mode: 'username' | 'sms';
  /** The captcha is asked only after a failure naming one. */
  captchaShown: boolean;
  mobileRule: TextRule;
}

/** Login by username and password, or by mobile number and SMS code; only the shown mode is checked. */
export function loginSchema(t: TFunction, { mode, captchaShown, mobileRule }: LoginSchemaOptions) {
  const byUsername = mode === 'username';
  return z.object({
    username: byUsername ? filledText(t('auth_username_required')) : z.string(),
    password: byUsername ? filledText(t('auth_password_required')) : z.string(),
    mobile: byUsername ? z.string() : mobileNumber(t, mobileRule),
    countryCode: z.string(),
    code: byUsername ? z.string() : filledText(t('auth_code_required')),
    captcha: captchaShown ? filledText(t('auth_captcha_required')) : z.string(),
    remember: z.boolean(),
  });
}

/**
 * Change password: the current one (unless it was just typed at login), the new one by the server's rule,
 * and the same again. The repetition is checked even when the new password is refused, as every field
 * says what is wrong with it at once.
 */
export function changePasswordSchema(
  t: TFunction,
  { askCurrent, rule }: { askCurrent: boolean; rule: TextRule },
) {
  return z
    .object({
      current: askCurrent
        ? z.string().check(z.minLength(1, t('auth_current_password_required')))
        : z.string(),
      next: newPassword(t, rule),
      repeat: z.string(),
    })
    .check(
      z.refine((v) => v.repeat !== '' && v.repeat === v.next, {
        message: t('auth_confirm_mismatch'),
        path: ['repeat'],
        when: () => true,
      }),
    );
}

/** Forgot password by phone: the mobile number, the SMS code and the new password. */
export function forgotByPhoneSchema(t: TFunction, rules: { mobile: TextRule; password: TextRule }) {
  return z.object({
    mobile: mobileNumber(t, rules.mobile),
    countryCode: z.string(),
    code: filledText(t('auth_code_required')),
    next: newPassword(t, rules.password),
  });
}

/** A plausible e-mail address: something, an at sign, a domain with a dot. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Forgot password by e-mail: the username and the account's e-mail address. */
export function forgotByEmailSchema(t: TFunction) {
  return z.object({
    username: filledText(t('auth_username_required')),
    email: z.string().check(
      z.superRefine((value: string, ctx) => {
        const email = value.trim();
        const message =
          email === '' ? t('auth_email_required') : EMAIL.test(email) ? null : t('auth_email_invalid');
        if (message) ctx.addIssue({ code: 'custom', message, input: value });
      }),
    ),
  });
}

/** The unregistered-IP step: the chosen proof, and the mobile number when the proof is a mobile code. */
export function ipProofSchema(
  t: TFunction,
  { byMobile, mobileRule }: { byMobile: boolean; mobileRule: TextRule },
) {
  return z.object({
    method: z.enum(ipProofMethods),
    mobile: byMobile ? mobileNumber(t, mobileRule) : z.string(),
    countryCode: z.string(),
    proof: filledText(t('auth_ip_proof_required')),
  });
}
