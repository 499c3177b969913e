import * as z from 'zod/mini';
import type { TranslationKey } from '@/i18n';
import { ageOn, parseBirthday } from '@/lib/birthday';
import { checkValue } from './field-check';
import { patternHint } from '@/core/pattern-hint';
import {
  effectiveRule,
  registerFieldNames,
  VERIFICATION_CODE_MAX,
  type FieldRule,
  type RegisterFieldName,
  type RegisterMode,
  type RegisterRules,
} from './register-fields';
import type { Translate } from './translate';

export type RegisterFormValues = Record<RegisterFieldName, string> & { countryDialingCode: string };

export interface SchemaOptions {
  /** REGMOBVERF3: a mobile number needs its SMS code. */
  smsVerification: boolean;
  /** The birthday must make the visitor at least this old (site setting VITE_MINIMUM_AGE). */
  minimumAge: number;
  /** The day ages are counted on; today unless a test fixes it. */
  today?: Date;
}

/** Secrets are checked as typed; every other field loses surrounding spaces first. */
const untrimmed = new Set<RegisterFieldName>(['password', 'confirmPassword', 'paymentPassword']);

export function fieldValue(name: RegisterFieldName, raw: string | undefined): string {
  const value = raw ?? '';
  return untrimmed.has(name) ? value : value.trim();
}

/**
 * The rule of every field shown in `mode`, after the mode's own demands (see effectiveRule) and the SMS
 * code's place: it is asked only when SMS verification is on and a mobile number field is shown.
 */
export function visibleRules(
  rules: RegisterRules,
  mode: RegisterMode,
  smsVerification: boolean,
): Partial<Record<RegisterFieldName, FieldRule>> {
  const visible: Partial<Record<RegisterFieldName, FieldRule>> = {};
  for (const name of registerFieldNames) {
    if (name === 'verificationCode') continue;
    const rule = effectiveRule(rules, name, mode);
    if (rule) visible[name] = rule;
  }
  if (smsVerification && visible.mobileNum) {
    const base: FieldRule = rules.verificationCode ?? {
      enabled: true,
      required: true,
      acceptedPattern: '*',
      minLength: 1,
      maxLength: VERIFICATION_CODE_MAX,
      patternId: 1,
    };
    visible.verificationCode = {
      ...base,
      enabled: true,
      // Required with the mobile number: always in mobile mode, once a number is typed otherwise.
      required: mode === 'mobile',
      maxLength: Math.min(base.maxLength, VERIFICATION_CODE_MAX),
    };
  }
  return visible;
}

/**
 * The registration form's schema, built from the server's field rules (product rules: validation): each shown field
 * required or optional, its length and pattern checked with the hint of its pattern family as the message,
 * the confirmation equal to the password, the SMS code with the mobile number, and the birthday old enough.
 * Messages are translated with `t` at build time: rebuild the schema when the language changes.
 */
export function buildRegisterSchema(
  rules: RegisterRules,
  t: Translate,
  mode: RegisterMode,
  options: SchemaOptions = { smsVerification: true, minimumAge: 21 },
): z.ZodMiniType<RegisterFormValues, RegisterFormValues> {
  const visible = visibleRules(rules, mode, options.smsVerification);
  const shape = Object.fromEntries(
    [...registerFieldNames, 'countryDialingCode'].map((name) => [name, z.string()]),
  ) as Record<keyof RegisterFormValues, z.ZodMiniString<string>>;

  return z.object(shape).check(
    z.superRefine((values, ctx) => {
      const fail = (name: RegisterFieldName, message: string) =>
        ctx.addIssue({ code: 'custom', path: [name], message });

      for (const [name, rule] of Object.entries(visible) as [RegisterFieldName, FieldRule][]) {
        const value = fieldValue(name, values[name]);
        const needed =
          name === 'verificationCode' && value === '' && fieldValue('mobileNum', values.mobileNum) !== '';
        const problem = needed ? 'required' : checkValue(value, rule);
        if (problem === 'required') {
          fail(name, t('reg_required', { field: t(`reg_field_${name}` as TranslationKey) }));
        } else if (problem) {
          fail(name, patternHint(rule, t));
        } else if (name === 'confirmPassword' && value !== values.password) {
          fail(name, t('reg_confirm_mismatch'));
        } else if (name === 'birthday' && value !== '') {
          const birthday = parseBirthday(value);
          if (!birthday) fail(name, t('reg_birthday_invalid'));
          else if (ageOn(birthday, options.today ?? new Date()) < options.minimumAge) {
            fail(name, t('reg_age_min', { age: options.minimumAge }));
          }
        }
      }
    }),
  ) as unknown as z.ZodMiniType<RegisterFormValues, RegisterFormValues>;
}
