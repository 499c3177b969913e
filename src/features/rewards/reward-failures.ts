import { useCallback } from 'react';
import { useActionFailure } from '@/core/action-failure';
import { useRefreshMoney } from '@/core/money-keys';
import { useRefreshRewards } from './rewards';
import type { TranslationKey } from '@/i18n';

/** Server codes of the raffle and ticket calls with a message of our own (mocks/README.md, Reward centre). */
export const rewardMessages: Readonly<Record<string, TranslationKey>> = {
  'raffle.notFound': 'rewards_error_raffle_not_found',
  'raffle.claimed': 'rewards_error_raffle_claimed',
  'raffle.notDrawn': 'rewards_error_raffle_not_drawn',
  'raffle.expired': 'rewards_error_raffle_expired',
  'ticket.notFound': 'rewards_error_ticket_not_found',
  'ticket.used': 'rewards_error_ticket_used',
  'ticket.expired': 'rewards_error_ticket_expired',
};

/**
 * Every refusal of ours means the list on screen is out of date (claimed, drawn, used or expired since it
 * was read): it is read again so it shows the truth.
 */
const staleCodes: ReadonlySet<string> = new Set(Object.keys(rewardMessages));

/**
 * What a claim or a ticket says when it fails: a lost answer, or a list out of date, reads the wallet and
 * the rewards again before the message.
 */
export function useRewardFailure(): (error: unknown) => Promise<string> {
  const refreshMoney = useRefreshMoney();
  const refreshRewards = useRefreshRewards();
  const reread = useCallback(
    () => Promise.all([refreshMoney(), refreshRewards()]),
    [refreshMoney, refreshRewards],
  );
  return useActionFailure({ messages: rewardMessages, reread, lostKey: 'centre_answer_lost', staleCodes });
}
