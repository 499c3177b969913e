import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportColumn } from '@/components/paged-report/report-column';
import type { TranslationKey } from '@/i18n';
import { useRedeemHistory, type RedeemRecord } from '../api/redeem-point-list';
import { PointsTable } from './points-table';
import { useFormats } from './use-formats';
import styles from './points-mall.module.css';

const statusKey: Record<string, TranslationKey> = {
  PROCESSING: 'points_status_processing',
  REJECTED: 'points_status_rejected',
  APPROVED: 'points_status_approved',
};

/** The member's redemptions, newest first, a page at a time. */
export function RedeemHistory() {
  const { t } = useTranslation();
  const { points } = useFormats();
  const [page, setPage] = useState(1);
  const history = useRedeemHistory(page);
  const columns: ReportColumn<RedeemRecord>[] = [
    { id: 'reference', header: t('points_reference'), cell: (row) => row.referenceNo },
    { id: 'reward', header: t('points_history_reward'), cell: (row) => row.rewardName },
    { id: 'quantity', header: t('points_quantity'), cell: (row) => points(row.quantity) },
    { id: 'points', header: t('points_history_points'), cell: (row) => points(row.points) },
    {
      id: 'status',
      header: t('points_history_status'),
      cell: (row) => (
        <span className={styles.status} data-status={row.status}>
          {statusKey[row.status] ? t(statusKey[row.status]) : row.status}
        </span>
      ),
    },
    { id: 'time', header: t('points_history_time'), cell: (row) => row.applyTime },
  ];
  return (
    <PointsTable
      title={t('points_history_title')}
      empty={t('points_history_empty')}
      label={t('points_history_table')}
      pagerLabel={t('points_history_pages')}
      query={history}
      columns={columns}
      rowKey={(row) => row.referenceNo}
      page={page}
      onPage={setPage}
    />
  );
}
