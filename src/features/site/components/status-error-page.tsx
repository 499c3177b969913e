import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { StatusPage } from './status-page';
import styles from './status-page.module.css';

/** The site configuration could not be fetched: say so kindly and offer a retry, never a blank page. */
export function StatusErrorPage({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('status_error_title')} icon={<Icon name="globe" size={40} />}>
      <p className={styles.text}>{t('status_error_text')}</p>
      <Button size="lg" onClick={onRetry} busy={retrying}>
        {t('common_retry')}
      </Button>
    </StatusPage>
  );
}
