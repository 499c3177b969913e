import type { TranslationKey } from '@/i18n';

type Translate = (key: TranslationKey, values?: Record<string, string | number>) => string;

/**
 * The hint of a field (registration, My account's profile): the message of its pattern family (product rules: validation) with the length inserted,
 * `reg_pattern_<id>` with {{min}} and {{max}}, or `reg_pattern_<id>_single` with {{value}} when both are equal.
 */
export function patternHint(
  rule: { patternId: number | string; minLength: number; maxLength: number },
  t: Translate,
) {
  const min = Math.max(rule.minLength, 1);
  const max = rule.maxLength;
  if (min === max) return t(`reg_pattern_${rule.patternId}_single` as TranslationKey, { value: min });
  return t(`reg_pattern_${rule.patternId}` as TranslationKey, { min, max });
}
