import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { useGoToCentrePage } from '@/components/centre-layout/centre-navigation';
import { sendClaimIssuedPromotion } from '@/core/api/claim-issued-promotion';
import { useMoneyFormat } from '@/core/money-format';
import { useRefreshMoney } from '@/core/money-keys';
import { claimNeedsDetail } from '@/core/reward-claim-refusal';
import { languageEntry } from '@/i18n';
import { formatRecordTime } from '@/lib/record-format';
import { useExclusiveAction } from '@/lib/pending-action';
import { useKeepFocus } from '../keep-focus';
import { useRewardFailure } from '../reward-failures';
import { useRefreshRewards } from '../rewards';
import type { IssuedReward } from './issued-rewards';
import styles from '../reward-centre.module.css';
import { ClaimOutcome } from '../claim-outcome';

/**
 * One issued reward and its Claim. A claim refused until the member completes a detail (a verified mobile,
 * say) names the detail and offers the way to My account, where it is completed.
 */
export function IssuedRewardItem({
  reward,
  keep,
}: {
  reward: IssuedReward;
  /**
   * Keeps the item on screen once it was claimed here (or its claim failed), before the lists are read
   * again, which leave a claimed reward out.
   */
  keep: (reward: IssuedReward) => void;
}) {
  const { t, i18n } = useTranslation();
  const { money } = useMoneyFormat();
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  const refreshMoney = useRefreshMoney();
  const refreshRewards = useRefreshRewards();
  const failureText = useRewardFailure();
  const goTo = useGoToCentrePage();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; needsDetail: boolean } | null>(null);
  const item = useRef<HTMLLIElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useKeepFocus(item, title, done !== null);
  const name = reward.promotionName || t('rewards_issued_untitled');
  const bonus = reward.bonusAmount ?? 0;

  const claim = useExclusiveAction(async () => {
    setFailure(null);
    try {
      await sendClaimIssuedPromotion({
        promotionClaimId: reward.rewardId,
        promotionType: reward.promotionType,
      });
      keep(reward);
      setDone(bonus > 0 ? t('rewards_claimed_done', { amount: money(bonus) }) : t('rewards_issued_claimed'));
      await Promise.all([refreshMoney().catch(() => undefined), refreshRewards()]);
    } catch (error) {
      keep(reward);
      const detail = claimNeedsDetail(error);
      setFailure(
        detail
          ? { text: t(detail), needsDetail: true }
          : { text: await failureText(error), needsDetail: false },
      );
    }
  });

  return (
    <li className={styles.raffle} data-status={done ? 'CLAIMED' : 'CLAIMABLE'} ref={item}>
      <div className={styles.itemHead}>
        <h5 className={styles.itemTitle} ref={title} tabIndex={-1}>
          {name}
        </h5>
      </div>
      {bonus > 0 ? (
        <p className={styles.prize}>{t('rewards_issued_bonus', { amount: money(bonus) })}</p>
      ) : null}
      {reward.endTime ? (
        <p className={styles.meta}>
          {t('rewards_raffle_claim_by', { time: formatRecordTime(reward.endTime, locale) })}
        </p>
      ) : null}
      {!done ? (
        <Button
          size="sm"
          onClick={claim.run}
          busy={claim.busy}
          className={styles.action}
          aria-label={t('rewards_claim_named', { title: name })}
        >
          {t('rewards_claim')}
        </Button>
      ) : null}
      <ClaimOutcome
        done={done}
        failure={
          failure ? (
            <>
              <p>{failure.text}</p>
              {failure.needsDetail ? (
                <Button size="sm" variant="secondary" onClick={() => goTo('securityCenter')}>
                  {t('reward_claim_go_to_account')}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
    </li>
  );
}
