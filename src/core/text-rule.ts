import type { RegisterFieldRule } from '@/api';

/** A text field's rule as the register settings give it: length in characters and the pattern family. */
export interface TextRule {
  min: number;
  max: number;
  pattern: RegExp | null;
  /** The pattern family (product rules: validation), whose message `reg_pattern_<id>` describes the rule. */
  patternId: number | null;
}

export type RegisterRuleSettings = Readonly<Record<string, RegisterFieldRule>> | undefined;

const PATTERN_FAMILIES = 22;

/** The server's pattern as a RegExp; '*' (any text) and a pattern this browser cannot compile give null. */
function compile(source: string | undefined): RegExp | null {
  if (!source || source === '*') return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

/** A field's rule from the register settings, or the fallback where the site says nothing usable. */
export function textRuleOf(rule: RegisterFieldRule | undefined, fallback: TextRule): TextRule {
  if (!rule) return fallback;
  const id = Number(rule.patternId);
  return {
    min: rule.minLength ?? fallback.min,
    max: rule.maxLength ?? fallback.max,
    pattern: compile(rule.acceptedPattern),
    patternId: Number.isInteger(id) && id >= 1 && id <= PATTERN_FAMILIES ? id : fallback.patternId,
  };
}

const mobileFallback: TextRule = { min: 8, max: 15, pattern: /^\d+$/, patternId: 7 };

/** A mobile number's rule: the site's, and digits whatever its pattern says about other characters. */
export function mobileRuleOf(settings: RegisterRuleSettings): TextRule {
  const rule = textRuleOf(settings?.mobileNum, mobileFallback);
  return { ...rule, pattern: rule.pattern ?? /^\d+$/ };
}
