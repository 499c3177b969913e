import type { RegisterFieldRule } from '@/api';
import { contactFields, type ContactField } from '@/api/schemas/profile';
import type { TranslationKey } from '@/i18n';
import { patternHint } from '@/core/pattern-hint';

/** A text field's rule as the register settings give it: length in characters and the pattern family. */
export interface TextRule {
  min: number;
  max: number;
  pattern: RegExp | null;
  /** The pattern family (spec 1 section 5), whose message `reg_pattern_<id>` describes the rule. */
  patternId: number;
}

type Settings = Readonly<Record<string, RegisterFieldRule>> | undefined;

const PATTERN_FAMILIES = 22;
const nameFallback: TextRule = { min: 2, max: 50, pattern: null, patternId: 1 };
const handleFallback: TextRule = { min: 3, max: 32, pattern: /^\S+$/, patternId: 10 };
const mobileFallback: TextRule = { min: 8, max: 15, pattern: /^\d+$/, patternId: 7 };

function compile(source: string | undefined): RegExp | null {
  if (!source || source === '*') return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

function fromRule(rule: RegisterFieldRule | undefined, fallback: TextRule): TextRule {
  if (!rule) return fallback;
  const id = Number(rule.patternId);
  return {
    min: rule.minLength ?? fallback.min,
    max: rule.maxLength ?? fallback.max,
    pattern: compile(rule.acceptedPattern),
    patternId: Number.isInteger(id) && id >= 1 && id <= PATTERN_FAMILIES ? id : fallback.patternId,
  };
}

export interface ProfileRules {
  realName: TextRule;
  contacts: readonly { name: ContactField; rule: TextRule }[];
}

/**
 * The profile's rules from the register settings. The full name is always asked (a KYC field), written as
 * the site writes a payee name whether or not registration asks for one; contact handles appear only when
 * the site enables them, in the order of spec 1 section 3.
 */
export function profileRules(settings: Settings): ProfileRules {
  return {
    realName: fromRule(settings?.payeeName, nameFallback),
    contacts: contactFields
      .filter((name) => settings?.[name]?.enabled)
      .map((name) => ({ name, rule: fromRule(settings?.[name], handleFallback) })),
  };
}

/** A mobile number to bind: the site's mobile rule, and digits whatever its pattern says. */
export function mobileRule(settings: Settings): TextRule {
  const rule = fromRule(settings?.mobileNum, mobileFallback);
  return { ...rule, pattern: rule.pattern ?? /^\d+$/ };
}

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
  return patternHint({ patternId: rule.patternId, minLength: rule.min, maxLength: rule.max }, t);
}
