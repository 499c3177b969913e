import { mobileRuleOf, textRuleOf, type RegisterRuleSettings, type TextRule } from '@/core/text-rule';
import { contactFields, type ContactField } from './save-profile';
import type { TranslationKey } from '@/i18n';
import { patternHint } from '@/core/pattern-hint';

type Settings = RegisterRuleSettings;

const nameFallback: TextRule = { min: 2, max: 50, pattern: null, patternId: 1 };
const handleFallback: TextRule = { min: 3, max: 32, pattern: /^\S+$/, patternId: 10 };

export interface ProfileRules {
  realName: TextRule;
  contacts: readonly { name: ContactField; rule: TextRule }[];
}

/**
 * The profile's rules from the register settings. The full name is always asked (a KYC field), written as
 * the site writes a payee name whether or not registration asks for one; contact handles appear only when
 * the site enables them, in the order of product rules: data the portal reads and keeps.
 */
export function profileRules(settings: Settings): ProfileRules {
  return {
    realName: textRuleOf(settings?.payeeName, nameFallback),
    contacts: contactFields
      .filter((name) => settings?.[name]?.enabled)
      .map((name) => ({ name, rule: textRuleOf(settings?.[name], handleFallback) })),
  };
}

/** A mobile number to bind: the site's mobile rule. */
export const mobileRule = mobileRuleOf;

/** Whether `value` breaks `rule`; lengths count characters as a person does (code points). */
export function breaksRule(value: string, rule: TextRule): boolean {
  const length = [...value].length;
  return length < rule.min || length > rule.max || (rule.pattern !== null && !rule.pattern.test(value));
}

/** The message of a rule: its pattern family with the length inserted (the registration form's wording). */
export function ruleHint(
  rule: TextRule,
  t: (key: TranslationKey, values?: Record<string, string | number>) => string,
): string {
  return patternHint({ patternId: rule.patternId ?? 1, minLength: rule.min, maxLength: rule.max }, t);
}
