import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/core/money-format';
import { receiptKey, statusKey, statusTone } from '../withdraw-status';
import type { WithdrawRecord } from './withdraw-report';
import styles from '../withdraw.module.css';

/** One withdrawal of the history. Words the client does not know are shown as the server sent them. */
export function WithdrawalItem({ record }: { record: WithdrawRecord }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const status = statusKey(record.status);
  const receipt = receiptKey(record.status, record.receiptStatus ?? '');
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.mono}>{record.transactionId}</span>
        <span className={styles.badge} data-tone={statusTone(record.status)}>
          {status ? t(status) : record.status}
        </span>
      </div>
      <dl className={styles.itemFacts}>
        <div>
          <dt>{t('withdraw_amount')}</dt>
          <dd className={styles.itemAmount}>{money(record.amount)}</dd>
        </div>
        <div>
          <dt>{t('withdraw_fee')}</dt>
          <dd>{money(record.fee)}</dd>
        </div>
        <div>
          <dt>{t('withdraw_bank')}</dt>
          <dd>{record.bankName ? `${record.bankName} ${record.cardNumber}` : t('withdraw_bank_unknown')}</dd>
        </div>
        <div>
          <dt>{t('withdraw_requested')}</dt>
          <dd>{record.createdAt || t('withdraw_time_unknown')}</dd>
        </div>
        <div>
          <dt>{t('withdraw_receipt')}</dt>
          <dd>{receipt ? t(receipt) : record.receiptStatus}</dd>
        </div>
      </dl>
    </li>
  );
}
