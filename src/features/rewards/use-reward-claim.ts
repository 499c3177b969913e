import { useState } from 'react';
import { useRefreshMoney } from '@/core/money-keys';
import { useExclusiveAction } from '@/lib/pending-action';
import { useRewardFailure } from './reward-failures';
import { useRefreshRewards } from './rewards';

/**
 * One claim in the reward centre (a check-in, a raffle, a mission): one request however fast the clicks come,
 * the words `send` gives for its success, then the wallet and what waits read again (or `reread`), or the
 * failure's words.
 */
export function useRewardClaim<A extends unknown[]>(
  send: (...args: A) => Promise<string>,
  reread?: () => Promise<unknown>,
) {
  const refreshMoney = useRefreshMoney();
  const refreshRewards = useRefreshRewards();
  const failureText = useRewardFailure();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const claim = useExclusiveAction(async (...args: A) => {
    setFailure(null);
    try {
      setDone(await send(...args));
      await (reread ? reread() : Promise.all([refreshMoney().catch(() => undefined), refreshRewards()]));
    } catch (error) {
      setFailure(await failureText(error));
    }
  });
  return { ...claim, done, failure };
}
