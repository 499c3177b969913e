import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import styles from './records.module.css';

/** Previous and Next, with where the member is; nothing when everything fits on one page. */
export function RecordPager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('records_pages')}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('records_previous')}
      </Button>
      <p className={styles.pageOf} aria-live="polite">
        {t('records_page_of', { page, total: totalPages })}
      </p>
      <Button size="sm" variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('records_next')}
      </Button>
    </nav>
  );
}
