import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { useCustomerService } from '@/core/customer-service';
import styles from './status-page.module.css';

/** Opens the first customer-service link (decrypted and checked in core); renders nothing when none is usable. */
export function CustomerServiceLink() {
  const { t } = useTranslation();
  const link = useCustomerService()[0];
  if (!link) return null;
  return (
    <a className={styles.service} href={link.url} target="_blank" rel="noopener noreferrer">
      <Icon name="headset" size={20} />
      {t('status_customer_service')}
    </a>
  );
}
