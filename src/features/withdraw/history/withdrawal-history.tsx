import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useWithdrawReport } from './withdraw-report';
import { WithdrawalItem } from './withdrawal-item';
import styles from '../withdraw.module.css';

/** The member's withdrawals, newest first, a page at a time, with the footer's total. No cancel: they are the server's. */
export function WithdrawalHistory() {
  const { t } = useTranslation();
  const headingId = useId();
  const [pageNo, setPageNo] = useState(1);
  const withdrawals = useWithdrawReport(pageNo);

  let body;
  if (!withdrawals.data) {
    body = withdrawals.isError ? (
      <StatePanel
        tone="error"
        title={t('withdraw_history_failed')}
        action={
          <Button
            size="sm"
            variant="secondary"
            busy={withdrawals.isFetching}
            onClick={() => void withdrawals.refetch()}
          >
            {t('common_retry')}
          </Button>
        }
      />
    ) : (
      <Spinner label={t('common_loading')} />
    );
  } else if (withdrawals.data.records.length === 0) {
    body = <StatePanel title={t('withdraw_history_empty')} message={t('withdraw_history_empty_hint')} />;
  } else {
    const { totalPages } = withdrawals.data;
    const page = Math.min(pageNo, Math.max(1, totalPages));
    body = (
      <>
        <ul
          className={styles.history}
          aria-labelledby={headingId}
          aria-busy={withdrawals.isFetching || undefined}
        >
          {withdrawals.data.records.map((record) => (
            <WithdrawalItem key={record.transactionId} record={record} />
          ))}
        </ul>
        {totalPages > 1 ? (
          <nav className={styles.pager} aria-label={t('withdraw_pages')}>
            <Button
              size="sm"
              variant="ghost"
              disabled={page <= 1}
              onClick={() => setPageNo(page - 1)}
              icon={<Icon name="chevronLeft" size={16} />}
            >
              {t('withdraw_page_previous')}
            </Button>
            <span className={styles.pageOf}>{t('withdraw_page_of', { page, pages: totalPages })}</span>
            <Button
              size="sm"
              variant="ghost"
              disabled={page >= totalPages}
              onClick={() => setPageNo(page + 1)}
            >
              {t('withdraw_page_next')}
              <Icon name="chevronRight" size={16} />
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.cardTitle}>
        {t('withdraw_history_title')}
      </h4>
      {body}
    </section>
  );
}
