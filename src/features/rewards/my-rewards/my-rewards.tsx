import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import centre from '@/components/centre-layout/centre-card.module.css';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useKeptItems } from '../kept-items';
import { IssuedRewardItem } from './issued-reward-item';
import { useIssuedRewards, type IssuedReward } from './issued-rewards';
import styles from '../reward-centre.module.css';

const keyOf = (reward: IssuedReward) => `${reward.promotionType}-${reward.rewardId}`;

/** The rewards the site issued to the member (bonuses, upgrade gifts, salaries), each with its Claim. */
export function MyRewards() {
  const { t } = useTranslation();
  const rewards = useIssuedRewards();
  const { shown, keep } = useKeptItems(rewards.data ?? [], keyOf);

  let body;
  if (rewards.isPending) body = <Spinner label={t('common_loading')} />;
  else if (rewards.isError) {
    body = (
      <StatePanel
        tone="error"
        title={t('rewards_issued_failed')}
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void rewards.refetch()}
            busy={rewards.isFetching}
          >
            {t('common_retry')}
          </Button>
        }
      />
    );
  } else if (shown.length === 0) {
    body = <StatePanel title={t('rewards_issued_empty')} message={t('rewards_issued_empty_hint')} />;
  } else {
    body = (
      <ul className={styles.raffles}>
        {shown.map((reward) => (
          <IssuedRewardItem key={keyOf(reward)} reward={reward} keep={keep} />
        ))}
      </ul>
    );
  }

  return (
    <section className={centre.card} aria-labelledby="reward-centre-issued">
      <h4 id="reward-centre-issued" className={styles.sectionTitle}>
        {t('rewards_issued')}
      </h4>
      <p className={styles.hint}>{t('rewards_issued_hint')}</p>
      {body}
    </section>
  );
}
