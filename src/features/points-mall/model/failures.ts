import { useActionFailure } from '@/core/action-failure';
import type { TranslationKey } from '@/i18n';

/** Server codes of the points calls with a message of our own (mocks/README.md, error table). */
export const pointsMessages: Record<string, TranslationKey> = {
  'member.withdrawPassword.incorrect': 'points_password_wrong',
  'points.field.required': 'points_field_required',
  'points.reward.notFound': 'points_reward_not_found',
  'points.insufficient': 'points_insufficient',
  'points.amount.invalid': 'points_amount_invalid',
};

/**
 * What a points action says when it fails. A lost answer reads the points and the wallet again first
 * (`refresh`, stable), and asks the member to look before trying again: nothing is redeemed twice.
 */
export function usePointsFailure(refresh: () => Promise<void>): (error: unknown) => Promise<string> {
  return useActionFailure({ messages: pointsMessages, reread: refresh, lostKey: 'points_answer_lost' });
}
