import { useTranslation } from 'react-i18next';
import { useCustomerService } from '@/core/customer-service';
import styles from './deposit.module.css';

/** The site's first customer-service desk, where a member who cannot deposit here can ask for help. */
export function ServiceHelp() {
  const { t } = useTranslation();
  const link = useCustomerService()[0];
  if (!link) return null;
  return (
    <a className={styles.payLink} href={link.url} target="_blank" rel="noopener noreferrer">
      {t('deposit_contact_service')}
    </a>
  );
}
