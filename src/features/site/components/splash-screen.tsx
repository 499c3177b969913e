import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner/spinner';
import styles from './splash-screen.module.css';

/** What the visitor sees while the site configuration loads. */
export function SplashScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.splash}>
      <Spinner size="lg" label={t('common_loading')} />
    </div>
  );
}
