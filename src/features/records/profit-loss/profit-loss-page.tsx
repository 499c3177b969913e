import { serverNow } from '@/api';
import { failureText } from '@/core/failure-text';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/paged-report/paged-table';
import { ReportFrame } from '@/components/paged-report/report-frame';
import type { ReportColumn } from '@/components/paged-report/report-column';
import { SignedAmount } from '@/components/record-table/signed-amount';
import { useRecordFilters } from '@/components/record-table/use-record-filters';
import { fetchProfitLoss, useProfitLoss, type ProfitLossDay } from './member-profit-loss';
import { ProfitLossChart } from './profit-loss-chart';
import { useRecordFormat } from '../use-record-format';
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
  const { page } = controls;
  const query = useProfitLoss(controls.range);

  // Short dates and no turnover, money in or out on screen: the table shares its line with the chart
  // (the file has it all).
  const columns = useMemo<ReportColumn<ProfitLossDay>[]>(() => {
    const signed = (amount: number) => <SignedAmount amount={amount} text={format.signed(amount)} />;
    return [
      {
        id: 'date',
        header: t('records_col_date'),
        cell: (day) => format.shortDay(day.date),
        csv: (day) => day.date,
      },
      { id: 'bet', header: t('records_col_bet'), csv: (day) => day.betAmount },
      { id: 'valid', header: t('records_col_valid_bet'), csv: (day) => day.validBet },
      {
        id: 'winLoss',
        header: t('records_col_win_loss'),
        numeric: true,
        cell: (day) => signed(day.winLoss),
        csv: (day) => day.winLoss,
      },
      {
        id: 'bonus',
        header: t('records_col_bonus'),
        numeric: true,
        cell: (day) => format.money(day.bonus),
        csv: (day) => day.bonus,
      },
      { id: 'deposits', header: t('records_col_deposits'), csv: (day) => day.deposit },
      { id: 'withdrawals', header: t('records_col_withdrawals'), csv: (day) => day.withdrawal },
      {
        id: 'profitLoss',
        header: t('records_col_profit_loss'),
        numeric: true,
        cell: (day) => signed(day.profitLoss),
        csv: (day) => day.profitLoss,
      },
    ];
  }, [t, format]);

  return (
    <ReportFrame
      controls={controls}
      query={query}
      failure={(error) => failureText(t, error)}
      isEmpty={(answer) => answer.list.every(quiet)}
      emptyTitle={(range) =>
        t('records_profit_empty', { from: format.day(range.startDate), to: format.day(range.endDate) })
      }
      fileStem="profit-loss"
      columns={columns}
      readAll={(range) => fetchProfitLoss(range).then((answer) => answer.list)}
    >
      {(answer, busy) => {
        const totalPages = Math.max(1, Math.ceil(answer.list.length / DAYS_PER_PAGE));
        const shown = Math.min(page, totalPages);
        const { totals } = answer;
        return (
          <div className={own.profitLayout}>
            <div className={own.profitTable}>
              <PagedTable
                caption={t('records_profit_caption', {
                  from: format.day(answer.asked.range.startDate),
                  to: format.day(answer.asked.range.endDate),
                })}
                columns={columns}
                rows={answer.list.slice((shown - 1) * DAYS_PER_PAGE, shown * DAYS_PER_PAGE)}
                rowKey={(day) => day.date}
                busy={busy}
                totals={[
                  {
                    label: t('records_total'),
                    cells: {
                      winLoss: <SignedAmount amount={totals.winLoss} text={format.signed(totals.winLoss)} />,
                      bonus: format.money(totals.bonus),
                      profitLoss: (
                        <SignedAmount amount={totals.profitLoss} text={format.signed(totals.profitLoss)} />
                      ),
                    },
                  },
                ]}
                page={shown}
                totalPages={totalPages}
                onPage={controls.setPage}
              />
            </div>
            <ProfitLossChart days={answer.list} format={format} />
          </div>
        );
      }}
    </ReportFrame>
  );
}
