import * as z from 'zod/mini';
import type { TextRule } from '@/core/text-rule';
import { breaksRule, ruleHint } from '../profile/profile-rules';
import type { Translate } from '@/core/use-translate';
import { checkWithdrawPassword } from '@/core/money-form/amount-limits';

// The security forms' schemas. Secrets are checked as typed (never trimmed): a space is part of a password.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 64;

export interface WithdrawPasswordValues {
  /** The login password (setting the first one) or the current withdraw password (changing it). */
  proof: string;
  next: string;
  confirm: string;
}

/** `setting`: no withdraw password yet, so the login password proves the member; otherwise the old one does. */
export function withdrawPasswordSchema(t: Translate, setting: boolean) {
  return z.object({ proof: z.string(), next: z.string(), confirm: z.string() }).check(
    z.superRefine((values, ctx) => {
      const fail = (name: keyof WithdrawPasswordValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [name], message, input: values[name] });
      if (values.proof === '') {
        fail('proof', t(setting ? 'account_login_password_required' : 'account_withdraw_old_required'));
      }
      if (checkWithdrawPassword(values.next)) fail('next', t('account_withdraw_six_digits'));
      else if (!setting && values.next === values.proof) fail('next', t('account_withdraw_same'));
      if (values.confirm !== values.next) fail('confirm', t('account_confirm_mismatch'));
    }),
  );
}

export interface MobileValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

/** The number alone, checked before a code is sent to it. */
export function mobileNumberProblem(value: string, rule: TextRule, t: Translate): string | null {
  if (value === '') return t('account_mobile_required');
  return breaksRule(value, rule) ? ruleHint(rule, t) : null;
}

export function mobileSchema(t: Translate, rule: TextRule) {
  return z
    .object({ countryDialingCode: z.string(), mobileNum: z.string(), verificationCode: z.string() })
    .check(
      z.superRefine((values, ctx) => {
        const problem = mobileNumberProblem(values.mobileNum.trim(), rule, t);
        if (problem)
          ctx.addIssue({ code: 'custom', path: ['mobileNum'], message: problem, input: values.mobileNum });
        if (values.verificationCode.trim() === '') {
          ctx.addIssue({
            code: 'custom',
            path: ['verificationCode'],
            message: t('account_code_required'),
            input: values.verificationCode,
          });
        }
      }),
    );
}

export interface EmailValues {
  email: string;
  loginPassword: string;
}

export function emailSchema(t: Translate) {
  return z.object({ email: z.string(), loginPassword: z.string() }).check(
    z.superRefine((values, ctx) => {
      const email = values.email.trim();
      if (email === '' || email.length > EMAIL_MAX || !EMAIL.test(email)) {
        ctx.addIssue({
          code: 'custom',
          path: ['email'],
          message: t('account_email_invalid'),
          input: values.email,
        });
      }
      if (values.loginPassword === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['loginPassword'],
          message: t('account_login_password_required'),
          input: values.loginPassword,
        });
      }
    }),
  );
}
