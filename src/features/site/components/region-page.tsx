import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@/core';
import { Icon } from '@/components/icon/icon';
import { CustomerServiceButton } from './customer-service-button';
import { StatusPage } from './status-page';
import styles from './status-page.module.css';

/** Shown to visitors from a restricted region, with their IP so support can help them. */
export function RegionPage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  return (
    <StatusPage siteName={status.info.siteName} title={t('blockip')} icon={<Icon name="globe" size={40} />}>
      {status.location.ip ? (
        <p className={styles.ip}>
          {t('status_your_ip')}: <strong>{status.location.ip}</strong>
        </p>
      ) : null}
      <p className={styles.text}>{t('info_ip_block')}</p>
      <CustomerServiceButton />
    </StatusPage>
  );
}
