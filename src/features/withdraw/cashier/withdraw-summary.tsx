import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import type { WithdrawInfo } from './withdraw-info';
import { canWithdraw } from './withdraw-amount';
import { useMoneyFormat } from '@/core/money-format';
import styles from '../withdraw.module.css';
import { CentreLink } from '@/components/centre-layout/centre-link';

/** The main wallet's withdrawable amount and the limits of one withdrawal, shown before anything is typed. */
export function WithdrawSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const headingId = useId();
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <div className={styles.summaryMain}>
        <h4 id={headingId} className={styles.eyebrow}>
          {t('withdraw_withdrawable')}
        </h4>
        <p className={styles.bigAmount}>{money(info.withdrawableAmount)}</p>
        <p className={styles.muted}>{t('withdraw_withdrawable_source')}</p>
      </div>
      <dl className={styles.limits}>
        <div className={styles.limit}>
          <dt>{t('withdraw_min')}</dt>
          <dd>{money(info.minAmount)}</dd>
        </div>
        <div className={styles.limit}>
          <dt>{t('withdraw_max')}</dt>
          <dd>{money(info.maxAmount)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        <Icon name="wallet" size={16} className={styles.noteIcon} />
        <span>
          {t('withdraw_game_wallets_note')}{' '}
          <CentreLink page="transferFund">{t('withdraw_go_my_wallet')}</CentreLink>
        </span>
      </p>
      {canWithdraw(info) ? null : (
        <p className={`${styles.note} ${styles.warning}`}>
          <Icon name="warning" size={16} className={styles.noteIcon} />
          <span>{t('withdraw_below_minimum', { min: money(info.minAmount) })}</span>
        </p>
      )}
    </section>
  );
}
