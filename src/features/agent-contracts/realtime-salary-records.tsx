import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { ScrollTable, numericCell } from '@/components/scroll-table/scroll-table';
import { Spinner } from '@/components/spinner/spinner';
import { useMoneyFormat } from '@/core/money-format';
import { failureText } from '@/core/failure-text';
import type { TranslationKey } from '@/i18n';
import { useRealtimeSalaryHistory, useRealtimeSalaryPaid } from './api/realtime-salary-records';
import styles from './contracts.module.css';

/** The real-time salary paid to the agent, newest first, read again when a payout moves the balance. */
function SalaryPaid() {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const paid = useRealtimeSalaryPaid();
  return (
    <section className={styles.section} aria-labelledby="realtime-paid">
      <div className={styles.cardHead}>
        <h4 id="realtime-paid" className={styles.sectionTitle}>
          {t('realtime_paid_title')}
        </h4>
        <Button size="sm" variant="secondary" busy={paid.isFetching} onClick={() => void paid.refetch()}>
          {t('realtime_refresh')}
        </Button>
      </div>
      {paid.isPending ? <Spinner label={t('common_loading')} /> : null}
      {paid.isError ? <p role="alert">{failureText(t, paid.error)}</p> : null}
      {paid.data && paid.data.list.length === 0 ? (
        <p className={styles.empty}>{t('realtime_paid_none')}</p>
      ) : null}
      {paid.data && paid.data.list.length > 0 ? (
        <>
          <p>{t('realtime_paid_total', { amount: money(paid.data.totalAmount) })}</p>
          <ScrollTable label={t('realtime_paid_list')} minWidth={420}>
            <thead>
              <tr>
                <th scope="col">{t('realtime_paid_window')}</th>
                <th scope="col">{t('realtime_contract')}</th>
                <th scope="col" className={numericCell}>
                  {t('realtime_paid_amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {paid.data.list.map((p) => (
                <tr key={p.payoutId}>
                  <td>{p.settled}</td>
                  <td>{p.contractId}</td>
                  <td className={numericCell}>{money(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </>
      ) : null}
    </section>
  );
}

/** Every real-time salary contract the agent received or gave, ended and refused ones too. */
function ContractHistory() {
  const { t } = useTranslation();
  const history = useRealtimeSalaryHistory();
  return (
    <section className={styles.section} aria-labelledby="realtime-history">
      <h4 id="realtime-history" className={styles.sectionTitle}>
        {t('realtime_history_title')}
      </h4>
      {history.isPending ? <Spinner label={t('common_loading')} /> : null}
      {history.isError ? <p role="alert">{failureText(t, history.error)}</p> : null}
      {history.data && history.data.list.length === 0 ? (
        <p className={styles.empty}>{t('realtime_history_none')}</p>
      ) : null}
      {history.data && history.data.list.length > 0 ? (
        <ScrollTable label={t('realtime_history_list')} minWidth={560}>
          <thead>
            <tr>
              <th scope="col">{t('realtime_history_date')}</th>
              <th scope="col">{t('realtime_history_from')}</th>
              <th scope="col">{t('realtime_history_to')}</th>
              <th scope="col">{t('realtime_history_rates')}</th>
              <th scope="col">{t('realtime_history_status')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.list.map((c) => (
              <tr key={c.contractId}>
                <td>{c.createdDate}</td>
                <td>{c.fromAccount || t('contract_from_site')}</td>
                <td>{c.toAccount}</td>
                <td>
                  {t('realtime_history_rates_value', {
                    profit: c.profitRate,
                    loss: c.lossRate,
                    bet: c.singleBetRate,
                  })}
                </td>
                <td>{t(`contract_status_${c.status}` as TranslationKey)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
    </section>
  );
}

export function RealtimeSalaryRecords() {
  return (
    <>
      <SalaryPaid />
      <ContractHistory />
    </>
  );
}
