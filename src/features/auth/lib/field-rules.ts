import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import type { RegisterFieldRule } from '@/api';
import { mobileRuleOf, textRuleOf, type TextRule } from '@/core/text-rule';

export type { TextRule };

const passwordFallback: TextRule = { min: 6, max: 20, pattern: null, patternId: null };

export const passwordRuleFrom = (rules: Record<string, RegisterFieldRule> | undefined) =>
  textRuleOf(rules?.password, passwordFallback);

export const mobileRuleFrom = mobileRuleOf;

/** The hint shown under a new-password field, with the bounds inserted (a single value when equal). */
export function passwordHint(t: TFunction, rule: TextRule): string {
  const length =
    rule.min === rule.max
      ? t('auth_length_exact', { n: rule.min })
      : t('auth_length_range', { min: rule.min, max: rule.max });
  const family =
    rule.patternId === 19
      ? t('auth_password_family_strong')
      : rule.pattern
        ? t('auth_password_family_site')
        : '';
  return family ? `${length} ${family}` : length;
}

/** The check of a new password: true, or what is wrong (the hint itself when the rule is broken). */
function checkPassword(t: TFunction, rule: TextRule) {
  return (value: string) => {
    if (!value) return t('auth_new_password_required');
    if (value.length < rule.min || value.length > rule.max) return passwordHint(t, rule);
    if (rule.pattern && !rule.pattern.test(value)) return passwordHint(t, rule);
    return true;
  };
}

/**
 * The check of a mobile number: true, or what is wrong. Also react-hook-form's `validate` of the IP
 * verification step (login-popup/ip-verification.tsx).
 */
export function checkMobile(t: TFunction, rule: TextRule) {
  return (raw: string) => {
    const value = raw.trim();
    if (!value) return t('auth_mobile_required');
    if (!/^\d+$/.test(value)) return t('auth_mobile_invalid');
    if (value.length < rule.min || value.length > rule.max) {
      return rule.min === rule.max
        ? t('auth_mobile_length_exact', { n: rule.min })
        : t('auth_mobile_length', { min: rule.min, max: rule.max });
    }
    if (rule.pattern && !rule.pattern.test(value)) return t('auth_mobile_invalid');
    return true;
  };
}

/** A zod check from one of the checks above, so the forms' schemas and their rules stay in one place. */
function asZodCheck(check: (value: string) => true | string) {
  return z.superRefine((value: string, ctx) => {
    const result = check(value);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result, input: value });
  });
}

/** A text that must be filled in: spaces alone count as nothing. The value itself is kept as typed. */
export const filledText = (message: string) => z.string().check(z.refine((v) => v.trim() !== '', message));

/** A mobile number by the server's rule (see checkMobile). */
export const mobileNumber = (t: TFunction, rule: TextRule) =>
  z.string().check(asZodCheck(checkMobile(t, rule)));

/** A new password by the server's rule (see checkPassword). */
export const newPassword = (t: TFunction, rule: TextRule) =>
  z.string().check(asZodCheck(checkPassword(t, rule)));
