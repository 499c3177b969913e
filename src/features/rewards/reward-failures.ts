import { useCallback } from 'react';
import { useActionFailure } from '@/core/action-failure';
import { useRefreshMoney } from '@/core/money-keys';
import { rewardClaimMessages } from '@/core/reward-claim-refusal';
import { useRefreshRewards } from './rewards';
import type { TranslationKey } from '@/i18n';

/**
 * Server codes of the reward centre's calls with a message of our own (mocks/README.md, Reward centre): the
 * issued rewards', the check-in's, the raffles', the tickets' and the missions'.
 */
export const rewardMessages: Readonly<Record<string, TranslationKey>> = {
  ...rewardClaimMessages,
  'raffle.notFound': 'rewards_error_raffle_not_found',
  'raffle.claimed': 'rewards_error_raffle_claimed',
  'raffle.notDrawn': 'rewards_error_raffle_not_drawn',
  'raffle.expired': 'rewards_error_raffle_expired',
  'ticket.notFound': 'rewards_error_ticket_not_found',
  'ticket.used': 'rewards_error_ticket_used',
  'ticket.expired': 'rewards_error_ticket_expired',
  'ticket.condition.unmet': 'rewards_error_ticket_locked',
  'login.promotion.claimed': 'rewards_error_checked_in',
  'mission.notCompleted': 'missions_error_not_completed',
  'mission.claimed': 'missions_error_claimed',
  'mission.notFound': 'missions_error_not_found',
};

/**
 * Every refusal of these means the list on screen is out of date (claimed, drawn, used or expired since it
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
