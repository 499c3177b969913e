import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePointDetails } from '../api/point-detail-list';
import { Pager } from './pager';
import { useFormats } from './use-formats';
import { ScrollTable } from '@/components/scroll-table/scroll-table';
import styles from './points-mall.module.css';

/** Every change of the member's points, newest first: the change, the balance it left, why and when. */
export function PointDetails() {
  const { t } = useTranslation();
  const formats = useFormats();
  const [page, setPage] = useState(1);
  const details = usePointDetails(page);
  const data = details.data;
  const signed = (points: number) => (points > 0 ? `+${formats.points(points)}` : formats.points(points));
  return (
    <section className={styles.card} aria-labelledby="points-details">
      <h2 id="points-details" className={styles.sectionTitle}>
        {t('points_details_title')}
      </h2>
      {details.isError ? (
        <p role="alert" className={styles.failure}>
          {t('points_load_failed')}
        </p>
      ) : !data ? (
        <p className={styles.muted}>{t('points_loading')}</p>
      ) : data.content.length === 0 ? (
        <p className={styles.muted}>{t('points_details_empty')}</p>
      ) : (
        <>
          <ScrollTable label={t('points_details_table')} minWidth={520}>
            <thead>
              <tr>
                <th scope="col">{t('points_details_time')}</th>
                <th scope="col">{t('points_details_changed')}</th>
                <th scope="col">{t('points_details_balance')}</th>
                <th scope="col">{t('points_details_remark')}</th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((line, at) => (
                <tr key={`${line.createTime}-${at}`}>
                  <td>{line.createTime}</td>
                  <td className={line.changedPoints < 0 ? styles.spent : styles.earned}>
                    {signed(line.changedPoints)}
                  </td>
                  <td>{formats.points(line.balanceAfter)}</td>
                  <td>{line.remark}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <Pager
            label={t('points_details_pages')}
            page={page}
            totalPages={Math.max(1, data.totalPages)}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
