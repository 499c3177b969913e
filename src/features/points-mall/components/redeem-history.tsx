import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/i18n';
import { useRedeemHistory } from '../api/redeem-point-list';
import { Pager } from './pager';
import { useFormats } from './use-formats';
import { ScrollTable } from '@/components/scroll-table/scroll-table';
import styles from './points-mall.module.css';

const statusKey: Record<string, TranslationKey> = {
  PROCESSING: 'points_status_processing',
  REJECTED: 'points_status_rejected',
  APPROVED: 'points_status_approved',
};

/** The member's redemptions, newest first, a page at a time. */
export function RedeemHistory() {
  const { t } = useTranslation();
  const formats = useFormats();
  const [page, setPage] = useState(1);
  const history = useRedeemHistory(page);
  const data = history.data;
  const totalPages = Math.max(1, data?.totalPages ?? 1);
  return (
    <section className={styles.card} aria-labelledby="points-history">
      <h2 id="points-history" className={styles.sectionTitle}>
        {t('points_history_title')}
      </h2>
      {history.isError ? (
        <p role="alert" className={styles.failure}>
          {t('points_load_failed')}
        </p>
      ) : !data ? (
        <p className={styles.muted}>{t('points_loading')}</p>
      ) : data.content.length === 0 ? (
        <p className={styles.muted}>{t('points_history_empty')}</p>
      ) : (
        <>
          <ScrollTable label={t('points_history_table')} minWidth={520}>
            <thead>
              <tr>
                <th scope="col">{t('points_reference')}</th>
                <th scope="col">{t('points_history_reward')}</th>
                <th scope="col">{t('points_quantity')}</th>
                <th scope="col">{t('points_history_points')}</th>
                <th scope="col">{t('points_history_status')}</th>
                <th scope="col">{t('points_history_time')}</th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((row) => (
                <tr key={row.referenceNo}>
                  <td>{row.referenceNo}</td>
                  <td>{row.rewardName}</td>
                  <td>{formats.points(row.quantity)}</td>
                  <td>{formats.points(row.points)}</td>
                  <td>
                    <span className={styles.status} data-status={row.status}>
                      {statusKey[row.status] ? t(statusKey[row.status]) : row.status}
                    </span>
                  </td>
                  <td>{row.applyTime}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <Pager label={t('points_history_pages')} page={page} totalPages={totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
