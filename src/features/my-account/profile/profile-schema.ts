import * as z from 'zod/mini';
import type { MemberInfo } from '@/api';
import { contactFields, type ContactField, type ProfileChanges } from './save-profile';
import { ageOn, parseBirthday } from '@/lib/birthday';
import type { Translate } from '@/core/use-translate';
import { breaksRule, ruleHint, type ProfileRules } from './profile-rules';

export type ProfileValues = Record<'realName' | 'birthday' | ContactField, string>;

/** Full name and birthday: once the server holds them they are shown, not edited (customer service corrects them). */
export interface ProfileLocks {
  realName: boolean;
  birthday: boolean;
}

export interface ProfileOptions {
  /** VITE_MINIMUM_AGE: the same minimum as registration. */
  minimumAge: number;
  locks: ProfileLocks;
  /** The day ages are counted on; today unless a test fixes it. */
  today?: Date;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A name as the server keeps it: no spaces around, single spaces inside. */
export const tidyName = (value: string) => value.trim().replace(/\s+/g, ' ');

export function locksOf(member: MemberInfo): ProfileLocks {
  return { realName: !!member.realName, birthday: !!member.birthday };
}

export function profileValues(member: MemberInfo): ProfileValues {
  const contacts = Object.fromEntries(contactFields.map((name) => [name, member[name] ?? '']));
  return { realName: member.realName ?? '', birthday: member.birthday ?? '', ...contacts } as ProfileValues;
}

/**
 * The profile form's schema: every field optional; the full name and contact handles by the site's rules,
 * the birthday a real yyyy-MM-dd day making the member old enough. Locked fields are not checked (they are
 * not sent). Messages are translated when built: rebuild it when the language changes.
 */
export function buildProfileSchema(rules: ProfileRules, t: Translate, options: ProfileOptions) {
  const shape = Object.fromEntries(
    ['realName', 'birthday', ...contactFields].map((name) => [name, z.string()]),
  ) as Record<keyof ProfileValues, z.ZodMiniString<string>>;

  return z.object(shape).check(
    z.superRefine((values, ctx) => {
      const fail = (name: keyof ProfileValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [name], message, input: values[name] });

      const name = tidyName(values.realName);
      if (!options.locks.realName && name !== '' && breaksRule(name, rules.realName)) {
        fail('realName', ruleHint(rules.realName, t));
      }
      const birthday = values.birthday.trim();
      if (!options.locks.birthday && birthday !== '') {
        const day = parseBirthday(birthday);
        if (!ISO_DAY.test(birthday)) fail('birthday', t('account_birthday_format'));
        else if (!day) fail('birthday', t('account_birthday_invalid'));
        else if (ageOn(day, options.today ?? new Date()) < options.minimumAge) {
          fail('birthday', t('account_age_min', { age: options.minimumAge }));
        }
      }
      for (const { name: field, rule } of rules.contacts) {
        const value = values[field].trim();
        if (value !== '' && breaksRule(value, rule)) fail(field, ruleHint(rule, t));
      }
    }),
  );
}

/** What Save sends: the open KYC fields once filled, and every contact handle shown (empty clears it). */
export function profileChanges(
  values: ProfileValues,
  rules: ProfileRules,
  locks: ProfileLocks,
): ProfileChanges {
  const changes: ProfileChanges = {};
  const name = tidyName(values.realName);
  if (!locks.realName && name !== '') changes.realName = name;
  const birthday = values.birthday.trim();
  if (!locks.birthday && birthday !== '') changes.birthday = birthday;
  for (const { name: field } of rules.contacts) changes[field] = values[field].trim();
  return changes;
}
