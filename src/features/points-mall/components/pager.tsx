import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import styles from './points-mall.module.css';

/** Previous and Next around "Page n of m", for a list of the Points Mall; nothing when one page holds it all. */
export function Pager({
  label,
  page,
  totalPages,
  onPage,
}: {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('points_previous')}
      </Button>
      <span>{t('points_page_of', { page, total: totalPages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('points_next')}
      </Button>
    </nav>
  );
}
