import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@/core';
import { Icon } from '@/components/icon/icon';
import { CustomerServiceButton } from './customer-service-button';
import { StatusPage } from './status-page';
import styles from './status-page.module.css';

/** Shown instead of the site while the platform is under maintenance (wins over region restriction). */
export function MaintenancePage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      siteName={status.info.siteName}
      title={t('game_maintenance')}
      icon={<Icon name="refresh" size={40} />}
    >
      <p className={styles.text}>{t('info_maintenance')}</p>
      <CustomerServiceButton />
    </StatusPage>
  );
}
