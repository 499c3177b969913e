import type { TranslationKey } from '@/i18n';
import type { FieldRule } from './register-fields';
import type { Translate } from './translate';

/**
 * The hint of a field: the message of its pattern family (spec 1 section 5) with the length inserted,
 * `reg_pattern_<id>` with {{min}} and {{max}}, or `reg_pattern_<id>_single` with {{value}} when both are equal.
 */
export function patternHint(rule: Pick<FieldRule, 'patternId' | 'minLength' | 'maxLength'>, t: Translate) {
  const min = Math.max(rule.minLength, 1);
  const max = rule.maxLength;
  if (min === max) return t(`reg_pattern_${rule.patternId}_single` as TranslationKey, { value: min });
  return t(`reg_pattern_${rule.patternId}` as TranslationKey, { min, max });
}
