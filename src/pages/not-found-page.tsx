import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '@/components/state-panel/state-panel';
import { pageNames } from '@/i18n/page-names';
import { paths } from '@/config/paths';
import styles from './pages.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t(pageNames.notFound)}</h1>
      <StatePanel
        size="page"
        icon={<span className={styles.notFoundCode}>404</span>}
        title={t('page_not_found_text')}
        action={
          <Link to={paths.home} className={styles.homeLink}>
            {t('page_back_home')}
          </Link>
        }
      />
    </div>
  );
}
