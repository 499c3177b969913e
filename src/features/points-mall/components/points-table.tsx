import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedTableProps } from '@/components/paged-report/paged-table';
import styles from './points-mall.module.css';

interface PointsTableProps<Row> extends Pick<
  PagedTableProps<Row>,
  'columns' | 'rowKey' | 'label' | 'pagerLabel'
> {
  title: string;
  empty: string;
  query: UseQueryResult<{ content: readonly Row[]; totalPages: number }>;
  page: number;
  onPage: (page: number) => void;
}

/** A list of the member's own points (redemptions, points movements) under its heading, a page at a time. */
export function PointsTable<Row>({ title, empty, query, ...table }: PointsTableProps<Row>) {
  const { t } = useTranslation();
  const titleId = useId();
  const data = query.data;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {query.isError ? (
        <p role="alert" className={styles.failure}>
          {t('points_load_failed')}
        </p>
      ) : !data ? (
        <p className={styles.muted}>{t('points_loading')}</p>
      ) : data.content.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <PagedTable {...table} rows={data.content} totalPages={Math.max(1, data.totalPages)} minWidth={520} />
      )}
    </section>
  );
}
