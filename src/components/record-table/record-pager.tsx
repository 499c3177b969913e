import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import styles from './records.module.css';

/** Previous and Next, with where the member is; nothing when everything fits on one page. */
export function RecordPager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What the pages are of, where a screen holds more than one paged list ("Pages" by default). */
  label?: string;
}) {
  const { t } = useTranslation();
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  // Reaching the first or last page disables the button just pressed, which drops the keyboard's focus
  // to the page: it goes to the other button instead.
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (page >= totalPages) previous.current?.focus();
    else if (page <= 1) next.current?.focus();
  }, [page, totalPages]);

  if (totalPages <= 1) return null;
  const go = (to: number) => {
    moved.current = true;
    onPage(to);
  };
  return (
    <nav className={styles.pager} aria-label={label ?? t('common_pages')}>
      <Button ref={previous} size="sm" variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
        {t('common_previous')}
      </Button>
      <p className={styles.pageOf} aria-live="polite">
        {t('common_page_of', { page, total: totalPages })}
      </p>
      <Button
        ref={next}
        size="sm"
        variant="secondary"
        disabled={page >= totalPages}
        onClick={() => go(page + 1)}
      >
        {t('common_next')}
      </Button>
    </nav>
  );
}
