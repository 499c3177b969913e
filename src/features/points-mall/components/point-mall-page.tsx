import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { CategoryIcon } from '@/components/icon/category-icon';
import { PageHeader } from '@/components/page-header/page-header';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { requireRealAccount, useAccountAccess } from '@/core';
import { pageNames } from '@/i18n/page-names';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { openPopup } from '@/lib/popup-store';
import { usePointBalance } from '../api/point-balance';
import { usePointConfig, type PointConfig } from '../api/point-config';
import { usePointConversionTypes } from '../api/point-conversion-types';
import { ALL_REWARDS, usePointRewards, type PointReward } from '../api/point-reward';
import { ConvertPoints } from './convert-points';
import { PointDetails } from './point-details';
import { RedeemDialog } from './redeem-dialog';
import { RedeemHistory } from './redeem-history';
import { RewardCatalogue } from './reward-catalogue';
import { RewardTabs } from './reward-tabs';
import { useFormats } from './use-formats';
import styles from './points-mall.module.css';

// The rules' chunk carries the sanitizer: it is fetched once the rules are in, not with the page.
const PointsRules = lazyWithRetry(() => import('./points-rules'), 'PointsRules');

/**
 * The Points Mall (/pointMall): the member's points, the rewards to redeem them for, conversion into cash,
 * the redeem history, the points details and the rules. A visitor sees the catalogue and the rules and is
 * asked to log in to redeem; a trial account sees them too and is told it needs a real one.
 */
export function PointMallPage() {
  const { t } = useTranslation();
  const access = useAccountAccess();
  return (
    <div className={styles.page}>
      <PageHeader
        icon={<CategoryIcon code="PROMO" size={26} />}
        title={t(pageNames.pointMall)}
        subtitle={t('points_never_expire')}
      />
      {access === 'real' ? <MemberMall /> : <ShopWindow trial={access === 'trial'} />}
    </div>
  );
}

/** What a visitor (or a trial account) sees: the catalogue and the rules; redeeming asks for a real login. */
function ShopWindow({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  const config = usePointConfig();
  const login = () => openPopup('login');
  return (
    <>
      <div className={styles.guestNotice}>
        <StatePanel
          icon={<CategoryIcon code="PROMO" size={28} />}
          title={trial ? t('in_popup_prompt') : t('points_guest_title')}
          message={trial ? t('in_need_true_account') : t('points_guest_text')}
          action={trial ? null : <Button onClick={login}>{t('points_login_to_redeem')}</Button>}
        />
      </div>
      <TabbedCatalogue onRedeem={trial ? requireRealAccount : login} />
      <RulesCard config={config.data} />
    </>
  );
}

/** The catalogue under the mall's tabs: the chosen tab's rewards (All at first). */
function TabbedCatalogue({ onRedeem }: { onRedeem: (reward: PointReward) => void }) {
  const tabs = usePointConversionTypes();
  const [chosen, setChosen] = useState(ALL_REWARDS);
  const rewards = usePointRewards(chosen);
  return (
    <RewardCatalogue
      tabs={<RewardTabs tabs={tabs.data} chosen={chosen} onChoose={setChosen} />}
      rewards={rewards.data?.list}
      busy={rewards.isPlaceholderData}
      failed={rewards.isError}
      onRetry={() => void rewards.refetch()}
      onRedeem={onRedeem}
    />
  );
}

function RulesCard({ config }: { config: PointConfig | undefined }) {
  const { t } = useTranslation();
  if (!config?.rules) return null;
  return (
    <section className={styles.card} aria-labelledby="points-rules">
      <h2 id="points-rules" className={styles.sectionTitle}>
        {t('points_rules_title')}
      </h2>
      <Suspense fallback={<Spinner label={t('common_loading')} />}>
        <PointsRules html={config.rules} />
      </Suspense>
    </section>
  );
}

function MemberMall() {
  const { t } = useTranslation();
  const formats = useFormats();
  const balance = usePointBalance();
  const config = usePointConfig();
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  const points = balance.data;

  return (
    <>
      <section className={styles.summary} aria-labelledby="points-summary">
        <h2 id="points-summary" className="visually-hidden">
          {t('points_summary_title')}
        </h2>
        <dl className={styles.summaryList}>
          <div className={styles.summaryItem}>
            <dt>{t('points_current')}</dt>
            <dd className={styles.bigNumber} aria-live="polite">
              {points === undefined ? '…' : formats.points(points)}
            </dd>
          </div>
          <div className={styles.summaryItem}>
            <dt>{t('points_ratio')}</dt>
            <dd>
              {config.data
                ? t('points_ratio_value', {
                    points: formats.points(config.data.pointsRatio),
                    amount: formats.money(1),
                  })
                : '…'}
            </dd>
          </div>
          <div className={styles.summaryItem}>
            <dt>{t('points_expiry')}</dt>
            <dd>{t('points_never_expire')}</dd>
          </div>
        </dl>
        {balance.isError ? (
          <p role="alert" className={styles.failure}>
            {t('points_load_failed')}
          </p>
        ) : null}
      </section>

      <TabbedCatalogue onRedeem={setRedeeming} />

      <div className={styles.columns}>
        {config.data ? <ConvertPoints config={config.data} points={points ?? 0} /> : null}
        <RulesCard config={config.data} />
      </div>

      <RedeemHistory />
      <PointDetails />

      {redeeming ? (
        <RedeemDialog reward={redeeming} points={points ?? 0} onClose={() => setRedeeming(null)} />
      ) : null}
    </>
  );
}
