import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointReward } from '../api/point-reward';
import { Button } from '@/components/button/button';
import { CategoryIcon } from '@/components/icon/category-icon';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useSystemStatus } from '@/core';
import { assetUrl } from '@/lib/cdn';
import { useFormats } from './use-formats';
import styles from './points-mall.module.css';

/** The rewards the points buy, each with its picture, price in points, cash amount, stock and remark. */
export function RewardCatalogue({
  tabs,
  rewards,
  busy,
  failed,
  onRetry,
  onRedeem,
}: {
  /** The mall's tabs above the rewards. */
  tabs?: ReactNode;
  rewards: readonly PointReward[] | undefined;
  /** The rewards shown are the last tab's while the chosen one's arrive. */
  busy?: boolean;
  failed: boolean;
  onRetry: () => void;
  onRedeem: (reward: PointReward) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="points-rewards">
      <h2 id="points-rewards" className={styles.sectionTitle}>
        {t('points_rewards_title')}
      </h2>
      {tabs}
      {failed ? (
        <StatePanel
          tone="error"
          title={t('points_load_failed')}
          action={
            <Button variant="secondary" onClick={onRetry}>
              {t('points_retry')}
            </Button>
          }
        />
      ) : !rewards ? (
        <p className={styles.muted}>{t('points_loading')}</p>
      ) : rewards.length === 0 ? (
        <StatePanel title={t('points_rewards_empty')} />
      ) : (
        <ul className={styles.rewards} aria-busy={busy || undefined}>
          {rewards.map((reward) => (
            <RewardCard key={reward.rewardId} reward={reward} onRedeem={() => onRedeem(reward)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RewardCard({ reward, onRedeem }: { reward: PointReward; onRedeem: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const hosts = useSystemStatus().data?.info.imageCDNs;
  const src = assetUrl(hosts ?? [], reward.imageUrl);
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const outOfStock = reward.quantity <= 0;
  const titleId = `reward-${reward.rewardId}`;
  return (
    <li className={styles.reward} aria-labelledby={titleId}>
      <div className={styles.rewardPicture} aria-hidden="true">
        {src && src !== failedSrc ? (
          <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />
        ) : (
          <CategoryIcon code="PROMO" size={40} />
        )}
      </div>
      <h3 id={titleId} className={styles.rewardName}>
        {reward.name}
      </h3>
      <dl className={styles.rewardFacts}>
        <div>
          <dt>{t('points_requirement')}</dt>
          <dd>{formats.points(reward.pointsRequirement)}</dd>
        </div>
        {reward.amountRequirement > 0 ? (
          <div>
            <dt>{t('points_amount')}</dt>
            <dd>{formats.money(reward.amountRequirement)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('points_stock')}</dt>
          <dd>{formats.points(reward.quantity)}</dd>
        </div>
      </dl>
      {reward.remark ? <p className={styles.muted}>{reward.remark}</p> : null}
      <Button
        block
        disabled={outOfStock}
        onClick={onRedeem}
        aria-label={t('points_redeem_named', { name: reward.name })}
      >
        {outOfStock ? t('points_out_of_stock') : t('points_redeem')}
      </Button>
    </li>
  );
}
