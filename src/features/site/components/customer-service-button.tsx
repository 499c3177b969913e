import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { isHttpUrl } from '@/lib/safe-url';
import styles from './status-page.module.css';

/** Opens the first configured customer-service link; renders nothing when none is usable. */
export function CustomerServiceButton({ links }: { links: readonly { name: string; url: string }[] }) {
  const { t } = useTranslation();
  const link = links.find((l) => isHttpUrl(l.url));
  if (!link) return null;
  return (
    <a className={styles.service} href={link.url} target="_blank" rel="noopener noreferrer">
      <Icon name="headset" size={20} />
      {t('status_customer_service')}
    </a>
  );
}
