import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner/spinner';
import styles from './page-loading.module.css';

/** What the page area shows while a page's code loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label={t('common_loading')} />
    </div>
  );
}
