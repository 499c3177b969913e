import * as z from 'zod/mini';
import type { Translate } from '@/core/use-translate';
import type { TranslationKey } from '@/i18n';

/** The kinds of question the reference's words list, as sent. */
export const questionTypes = ['DEPOSIT', 'WITHDRAWAL', 'ACCOUNT', 'PROMOTION', 'GAME', 'OTHER'] as const;
export type QuestionType = (typeof questionTypes)[number];

export const questionTypeWords: Record<QuestionType, TranslationKey> = {
  DEPOSIT: 'feedback_type_deposit',
  WITHDRAWAL: 'feedback_type_withdrawal',
  ACCOUNT: 'feedback_type_account',
  PROMOTION: 'feedback_type_promotion',
  GAME: 'feedback_type_game',
  OTHER: 'feedback_type_other',
};

/**
 * The content's bounds (product rules: feedback): 140 characters at most, and between the two word counts the
 * product's message names as {0} and {1}. One setting, read by the rules and their messages alike.
 */
export const FEEDBACK_LIMITS = { maxCharacters: 140, minWords: 2, maxWords: 40 } as const;
const CONTACT_MAX = 60;

/** Characters as a person counts them (an emoji is one), as the live counter shows them. */
export const characterCount = (value: string) => [...value].length;
const wordCount = (value: string) => value.trim().split(/\s+/).filter(Boolean).length;

export interface FeedbackValues {
  questionType: string;
  content: string;
  contact: string;
}

export function feedbackSchema(t: Translate) {
  const { maxCharacters, minWords, maxWords } = FEEDBACK_LIMITS;
  return z.object({
    questionType: z.string().check(z.refine((v) => v !== '', t('feedback_type_required'))),
    content: z.string().check(
      z.superRefine((value, ctx) => {
        const message = (() => {
          if (value.trim() === '') return t('feedback_content_required');
          if (characterCount(value) > maxCharacters)
            return t('feedback_content_too_long', { max: maxCharacters });
          const words = wordCount(value);
          if (words < minWords || words > maxWords)
            return t('feedback_content_words', { min: minWords, max: maxWords });
          return null;
        })();
        if (message) ctx.issues.push({ code: 'custom', message, input: value });
      }),
    ),
    contact: z.string().check(z.maxLength(CONTACT_MAX, t('feedback_contact_too_long', { max: CONTACT_MAX }))),
  });
}
