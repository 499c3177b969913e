import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@/core/money-shapes';
import { useMoneyFormat } from '@/core/money-format';
import { receiptKey, statusKey, statusTone } from '../withdraw-status';
import styles from '../withdraw.module.css';

/** One withdrawal of the history. Words the client does not know are shown as the server sent them. */
export function WithdrawalItem({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const status = statusKey(withdrawal.status);
  const receipt = receiptKey(withdrawal.status, withdrawal.receiptStatus);
  const bank = withdrawal.bankAccount;
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.mono}>{withdrawal.withdrawalNo}</span>
        <span className={styles.badge} data-tone={statusTone(withdrawal.status)}>
          {status ? t(status) : withdrawal.status}
        </span>
      </div>
      <dl className={styles.itemFacts}>
        <div>
          <dt>{t('withdraw_amount')}</dt>
          <dd className={styles.itemAmount}>{money(withdrawal.amount)}</dd>
        </div>
        <div>
          <dt>{t('withdraw_bank')}</dt>
          <dd>{bank ? `${bank.bankName} ${bank.accountNumber}` : t('withdraw_bank_unknown')}</dd>
        </div>
        <div>
          <dt>{t('withdraw_requested')}</dt>
          <dd>{withdrawal.requestTime ?? t('withdraw_time_unknown')}</dd>
        </div>
        <div>
          <dt>{t('withdraw_receipt')}</dt>
          <dd>{receipt ? t(receipt) : withdrawal.receiptStatus}</dd>
        </div>
      </dl>
    </li>
  );
}
