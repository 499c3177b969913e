import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@/core/api/member-transactions';
import { ALL, statusWord, transactionTypes, transactionTypeWord } from '../record-kinds';
import { PagedRecord } from '../paged-record';
import { SignedAmount } from '@/components/record-table/signed-amount';
import { StatusBadge, TwoLines } from '../record-cells';
import { RecordSelect } from '@/components/record-table/record-select';
import type { ReportColumn } from '@/components/paged-report/report-column';
import { useRecordFormat } from '../use-record-format';

const initialFilters = { type: ALL };

/** What a line is about: the server's remark, else the wallet it moved. */
const detailsOf = (line: Transaction) => line.remark || line.walletName || '';

/** Between the member's own wallets: money moved, neither gained nor lost, so it carries no sign. */
const ownTransfer = (line: Transaction) => line.type.toUpperCase() === 'TRANSFER';

/** Account record (transactionHistory, ODSFE2_MemTransDet): every movement of the member's money. */
export function AccountRecordPage() {
  const { t } = useTranslation();
  const format = useRecordFormat();

  const columns = useMemo<ReportColumn<Transaction>[]>(
    () => [
      { id: 'reference', header: t('records_col_reference'), csv: (line) => line.referenceNo },
      {
        id: 'time',
        header: t('records_col_time'),
        csvHeader: t('records_col_time_utc'),
        cell: (line) => <TwoLines main={format.time(line.createTime)} sub={line.referenceNo} />,
        csv: (line) => line.createTime,
      },
      {
        id: 'type',
        header: t('records_col_type'),
        cell: (line) => transactionTypeWord(t, line.type),
        csv: (line) => transactionTypeWord(t, line.type),
      },
      { id: 'details', header: t('records_col_details'), cell: detailsOf, csv: detailsOf },
      {
        id: 'status',
        header: t('records_col_status'),
        cell: (line) => <StatusBadge code={line.status} word={statusWord(t, line.status)} />,
        csv: (line) => statusWord(t, line.status),
      },
      {
        id: 'amount',
        header: t('records_col_amount'),
        numeric: true,
        cell: (line) =>
          ownTransfer(line) ? (
            format.money(line.amount)
          ) : (
            <SignedAmount amount={line.amount} text={format.signed(line.amount)} />
          ),
        csv: (line) => line.amount,
      },
    ],
    [t, format],
  );

  return (
    <PagedRecord
      call="memberTransactions"
      fileStem="account-record"
      initialFilters={initialFilters}
      filters={(values, set) => (
        <RecordSelect
          label={t('records_type')}
          value={values.type}
          onChange={(value) => set('type', value)}
          options={[
            { value: ALL, label: t('records_all_types') },
            ...transactionTypes.map((code) => ({ value: code, label: transactionTypeWord(t, code) })),
          ]}
        />
      )}
      columns={columns}
      rowKey={(line) => line.referenceNo}
      caption={(range, count) =>
        t('records_account_caption', {
          from: format.day(range.startDate),
          to: format.day(range.endDate),
          count,
        })
      }
      emptyTitle={(range) =>
        t('records_account_empty', { from: format.day(range.startDate), to: format.day(range.endDate) })
      }
      totals={(answer) => [
        { label: t('records_total_in'), cells: { amount: format.money(answer.totals.amountIn) } },
        { label: t('records_total_out'), cells: { amount: format.money(answer.totals.amountOut) } },
        {
          label: t('records_total_net'),
          cells: {
            amount: <SignedAmount amount={answer.totals.net} text={format.signed(answer.totals.net)} />,
          },
        },
      ]}
    />
  );
}
