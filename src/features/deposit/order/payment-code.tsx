import { useTranslation } from 'react-i18next';
import { CopyValue } from '@/components/copy-value/copy-value';
import { CopyIcon } from '../deposit-icons';
import styles from '../deposit.module.css';

/**
 * What the QR code carries, to copy for a payment made on the same phone: for PIX the copy-and-paste
 * code, for an e-wallet its payment link (shown as text, never followed: it is the server's).
 */
export function PaymentCode({ payload, pix }: { payload: string; pix: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.codeBox}>
      <p className={styles.codeTitle}>{t(pix ? 'deposit_pix_code' : 'deposit_payment_link')}</p>
      <p className={styles.code}>{payload}</p>
      <CopyValue
        value={payload}
        label={t(pix ? 'deposit_copy_pix_code' : 'deposit_copy_payment_link')}
        icon={<CopyIcon />}
      />
    </div>
  );
}
