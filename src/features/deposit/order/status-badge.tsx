import { useTranslation } from 'react-i18next';
import { depositStatusLabel, type DepositStatus } from './deposit-status';
import styles from '../deposit.module.css';

/** The order's status in words, coloured by its outcome (the colour only repeats what the word says). */
export function StatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return (
    <p className={styles.badge} data-status={status.toLowerCase()}>
      <span className="visually-hidden">{t('deposit_status')} </span>
      <span className={styles.badgeDot} aria-hidden="true" />
      <span>{t(depositStatusLabel[status])}</span>
    </p>
  );
}
