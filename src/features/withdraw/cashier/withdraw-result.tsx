import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@/core/money-shapes';
import { useMoneyFormat } from '@/core/money-format';
import { statusKey, statusTone } from '../withdraw-status';
import styles from '../withdraw.module.css';

/** What a successful request answered: its number and status, and that the amount is held. */
export function WithdrawResult({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const key = statusKey(withdrawal.status);
  return (
    <div className={styles.result}>
      <p className={styles.resultTitle}>{t('withdraw_done_title')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('withdraw_number')}</dt>
          <dd className={styles.mono}>{withdrawal.withdrawalNo}</dd>
        </div>
        <div>
          <dt>{t('withdraw_amount')}</dt>
          <dd>{money(withdrawal.amount)}</dd>
        </div>
        <div>
          <dt>{t('withdraw_status')}</dt>
          <dd>
            <span className={styles.badge} data-tone={statusTone(withdrawal.status)}>
              {key ? t(key) : withdrawal.status}
            </span>
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>{t('withdraw_done_held')}</p>
    </div>
  );
}
