import { serverNow } from '@/api';
import { failureText } from '@/core/failure-text';
import { utcDay } from '@/lib/record-dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProfitLoss, useProfitLoss, type ProfitLossDay } from './member-profit-loss';
import { ExportButton } from '@/components/record-table/export-button';
import { ProfitLossChart } from './profit-loss-chart';
import { RangeFilter } from '@/components/record-table/range-filter';
import { SignedAmount } from '@/components/record-table/signed-amount';
import { RecordPager } from '@/components/record-table/record-pager';
import { RecordResults } from '@/components/record-table/record-results';
import { RecordTable, type Column } from '@/components/record-table/record-table';
import { useCsvExport } from '@/components/record-table/use-csv-export';
import { useRecordFilters } from '@/components/record-table/use-record-filters';
import { useRecordFormat } from '../use-record-format';
import styles from '@/components/record-table/records.module.css';
import own from '../records.module.css';

/** The answer holds every day of the range (up to 90): the table shows them a page at a time. */
const DAYS_PER_PAGE = 10;
const noFilters = {};

const quiet = (day: ProfitLossDay) =>
  [day.betAmount, day.winLoss, day.bonus, day.deposit, day.withdrawal].every(
    (n) => Math.round(n * 100) === 0,
  );

/** Profit and loss (profitLoss, ODSFE2_MemProfitLoss): the member's result day by day, and a chart of it. */
export function ProfitLossPage() {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const controls = useRecordFilters(noFilters, serverNow);
  const { range, page } = controls;
  const query = useProfitLoss(range);
  const exporter = useCsvExport();

  const columns = useMemo<Column<ProfitLossDay>[]>(() => {
    const signed = (pick: (day: ProfitLossDay) => number) => (day: ProfitLossDay) => (
      <SignedAmount amount={pick(day)} text={format.signed(pick(day))} />
    );
    return [
      // Short dates and no turnover column: the table shares its line with the chart (the file has it all).
      { id: 'date', header: t('records_col_date'), cell: (day) => format.shortDay(day.date) },
      { id: 'winLoss', header: t('records_col_win_loss'), numeric: true, cell: signed((day) => day.winLoss) },
      { id: 'bonus', header: t('records_col_bonus'), numeric: true, cell: (day) => format.money(day.bonus) },
      {
        id: 'profitLoss',
        header: t('records_col_profit_loss'),
        numeric: true,
        cell: signed((day) => day.profitLoss),
      },
    ];
  }, [t, format]);

  const exportAll = () =>
    void exporter.run(
      `profit-loss-${range.startDate}_${range.endDate}.csv`,
      [
        t('records_col_date'),
        t('records_col_bet'),
        t('records_col_valid_bet'),
        t('records_col_win_loss'),
        t('records_col_bonus'),
        t('records_col_deposits'),
        t('records_col_withdrawals'),
        t('records_col_profit_loss'),
      ],
      () =>
        fetchProfitLoss(range).then((answer) =>
          answer.list.map((day) => [
            day.date,
            day.betAmount,
            day.validBet,
            day.winLoss,
            day.bonus,
            day.deposit,
            day.withdrawal,
            day.profitLoss,
          ]),
        ),
    );

  return (
    <div className={styles.page}>
      <RangeFilter
        today={utcDay(serverNow())}
        controls={controls}
        actions={<ExportButton state={exporter.state} disabled={!query.data} onExport={exportAll} />}
      />
      <RecordResults
        failure={(error) => failureText(t, error)}
        query={query}
        isEmpty={(answer) => answer.list.every(quiet)}
        emptyTitle={t('records_profit_empty', {
          from: format.day((query.data?.asked ?? range).startDate),
          to: format.day((query.data?.asked ?? range).endDate),
        })}
      >
        {(answer, busy) => {
          const totalPages = Math.max(1, Math.ceil(answer.list.length / DAYS_PER_PAGE));
          const shown = Math.min(page, totalPages);
          const { totals } = answer;
          return (
            <div className={own.profitLayout}>
              <div className={own.profitTable}>
                <RecordTable
                  caption={t('records_profit_caption', {
                    from: format.day(answer.asked.startDate),
                    to: format.day(answer.asked.endDate),
                  })}
                  columns={columns}
                  rows={answer.list.slice((shown - 1) * DAYS_PER_PAGE, shown * DAYS_PER_PAGE)}
                  rowKey={(day) => day.date}
                  busy={busy}
                  totals={[
                    {
                      label: t('records_total'),
                      cells: {
                        winLoss: (
                          <SignedAmount amount={totals.winLoss} text={format.signed(totals.winLoss)} />
                        ),
                        bonus: format.money(totals.bonus),
                        profitLoss: (
                          <SignedAmount amount={totals.profitLoss} text={format.signed(totals.profitLoss)} />
                        ),
                      },
                    },
                  ]}
                />
                <RecordPager page={shown} totalPages={totalPages} onPage={controls.setPage} />
              </div>
              <ProfitLossChart days={answer.list} format={format} />
            </div>
          );
        }}
      </RecordResults>
    </div>
  );
}
