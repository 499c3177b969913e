import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportColumn } from '@/components/paged-report/report-column';
import { usePointsHistory, type PointsLine } from '../api/points-history';
import { PointsTable } from './points-table';
import { useFormats } from './use-formats';
import styles from './points-mall.module.css';

/** Every change of the member's points, newest first: the change, the balance it left, why and when. */
export function PointDetails() {
  const { t } = useTranslation();
  const { points } = useFormats();
  const [page, setPage] = useState(1);
  const details = usePointsHistory(page);
  const columns: ReportColumn<PointsLine>[] = [
    { id: 'time', header: t('points_details_time'), cell: (line) => line.createTime },
    {
      id: 'changed',
      header: t('points_details_changed'),
      cell: ({ amount: changed }) => (
        <span className={changed < 0 ? styles.spent : styles.earned}>
          {changed > 0 ? `+${points(changed)}` : points(changed)}
        </span>
      ),
    },
    {
      id: 'balance',
      header: t('points_details_balance'),
      cell: (line) => (line.balanceAfter == null ? '-' : points(line.balanceAfter)),
    },
    { id: 'remark', header: t('points_details_remark'), cell: (line) => line.remark },
  ];
  return (
    <PointsTable
      title={t('points_details_title')}
      empty={t('points_details_empty')}
      label={t('points_details_table')}
      pagerLabel={t('points_details_pages')}
      query={details}
      columns={columns}
      // A line without a number of its own is told apart by its time and place in the page.
      rowKey={(line, at) => line.referenceNo || `${line.createTime}-${at}`}
      page={page}
      onPage={setPage}
    />
  );
}
