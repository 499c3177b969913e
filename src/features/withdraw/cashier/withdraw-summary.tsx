import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { CentreLink } from '@/components/centre-layout/centre-link';
import { useMoneyFormat } from '@/core/money-format';
import type { WithdrawLimits } from './withdrawable';
import styles from '../withdraw.module.css';

/** What may be withdrawn now and the bounds of one withdrawal, before anything is typed. */
export function WithdrawSummary({ limits }: { limits: WithdrawLimits }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const headingId = useId();
  const below = limits.withdrawable < limits.min;
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <div className={styles.summaryMain}>
        <h4 id={headingId} className={styles.eyebrow}>
          {t('withdraw_withdrawable')}
        </h4>
        <p className={styles.bigAmount}>{money(limits.withdrawable)}</p>
        <p className={styles.muted}>
          {limits.withdrawable < limits.mainWallet
            ? t('withdraw_withdrawable_today', { main: money(limits.mainWallet) })
            : t('withdraw_withdrawable_source')}
        </p>
      </div>
      <dl className={styles.limits}>
        <div className={styles.limit}>
          <dt>{t('withdraw_min')}</dt>
          <dd>{money(limits.min)}</dd>
        </div>
        {Number.isFinite(limits.max) ? (
          <div className={styles.limit}>
            <dt>{t('withdraw_max')}</dt>
            <dd>{money(limits.max)}</dd>
          </div>
        ) : null}
        {limits.remainingTimes !== null ? (
          <div className={styles.limit}>
            <dt>{t('withdraw_times_left')}</dt>
            <dd>{limits.remainingTimes}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.note}>
        <Icon name="wallet" size={16} className={styles.noteIcon} />
        <span>
          {t('withdraw_game_wallets_note')}{' '}
          <CentreLink page="transferFund">{t('withdraw_go_my_wallet')}</CentreLink>
        </span>
      </p>
      {below ? (
        <p className={`${styles.note} ${styles.warning}`}>
          <Icon name="warning" size={16} className={styles.noteIcon} />
          <span>{t('withdraw_below_minimum', { min: money(limits.min) })}</span>
        </p>
      ) : null}
    </section>
  );
}
