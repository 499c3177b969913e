import * as z from 'zod/mini';
import { textRuleOf, type RegisterRuleSettings, type TextRule } from '@/core/text-rule';
import type { TranslationKey } from '@/i18n';

type Translate = (key: TranslationKey, values?: Record<string, string | number>) => string;

export type DownlineKind = 'PLAYER' | 'AGENT';

export interface DownlineValues {
  accountType: DownlineKind;
  username: string;
  password: string;
  confirmPassword: string;
}

// What the registration popup asks when the site says nothing usable (the mock's own defaults).
const usernameFallback: TextRule = { min: 6, max: 16, pattern: /^[a-zA-Z][a-zA-Z0-9]*$/, patternId: 2 };
const passwordFallback: TextRule = { min: 8, max: 20, pattern: null, patternId: 19 };

/** The username and password rules a new downline follows: the site's register settings, as for sign-up. */
export function downlineRules(settings: RegisterRuleSettings): { username: TextRule; password: TextRule } {
  return {
    username: textRuleOf(settings?.username, usernameFallback),
    password: textRuleOf(settings?.password, passwordFallback),
  };
}

/** The rule in words: its pattern family's message with the lengths (the registration popup's hints). */
export function ruleHint(rule: TextRule, t: Translate): string {
  const min = Math.max(rule.min, 1);
  if (rule.patternId === null) return t('agent_reg_length', { min, max: rule.max });
  if (min === rule.max) return t(`reg_pattern_${rule.patternId}_single` as TranslationKey, { value: min });
  return t(`reg_pattern_${rule.patternId}` as TranslationKey, { min, max: rule.max });
}

function breaks(value: string, rule: TextRule): boolean {
  const length = [...value].length;
  return length < rule.min || length > rule.max || (rule.pattern !== null && !rule.pattern.test(value));
}

/** The username is trimmed as typed into the server; passwords are checked exactly as typed. */
export function downlineSchema(t: Translate, rules: { username: TextRule; password: TextRule }) {
  return z
    .object({
      accountType: z.enum(['PLAYER', 'AGENT']),
      username: z.string(),
      password: z.string(),
      confirmPassword: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const fail = (name: keyof DownlineValues, message: string) =>
          ctx.addIssue({ code: 'custom', path: [name], message, input: values[name] });
        const username = values.username.trim();
        if (username === '') fail('username', t('agent_reg_username_required'));
        else if (breaks(username, rules.username)) fail('username', ruleHint(rules.username, t));
        if (values.password === '') fail('password', t('agent_reg_password_required'));
        else if (breaks(values.password, rules.password)) fail('password', ruleHint(rules.password, t));
        if (values.confirmPassword !== values.password) fail('confirmPassword', t('agent_reg_mismatch'));
      }),
    );
}
