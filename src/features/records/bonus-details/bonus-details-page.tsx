import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { textColumn } from '@/components/paged-report/text-column';
import type { Bonus } from './member-bonuses';
import { ALL, bonusTypes, bonusTypeWord, statusWord } from '../record-kinds';
import { PagedRecord } from '../paged-record';
import { SignedAmount } from '@/components/record-table/signed-amount';
import { StatusBadge, TwoLines } from '../record-cells';
import { CodeSelect } from '@/components/paged-report/code-select';
import type { ReportColumn } from '@/components/paged-report/report-column';
import { useRecordFormat } from '../use-record-format';

const initialFilters = { bonusType: ALL };

/** Bonus details (bonusDetails, ODSFE2_MemBonusDet): rebates, promotions, VIP and mission bonuses. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const format = useRecordFormat();

  const columns = useMemo<ReportColumn<Bonus>[]>(
    () => [
      { id: 'reference', header: t('records_col_reference'), csv: (bonus) => bonus.referenceNo },
      {
        id: 'time',
        header: t('records_col_time'),
        csvHeader: t('records_col_time_utc'),
        cell: (bonus) => <TwoLines main={format.time(bonus.createTime)} sub={bonus.referenceNo} />,
        csv: (bonus) => bonus.createTime,
      },
      textColumn('type', t('records_col_bonus_type'), (bonus) => bonusTypeWord(t, bonus.bonusType)),
      textColumn('name', t('records_col_bonus_name'), (bonus) => bonus.bonusName),
      {
        id: 'status',
        header: t('records_col_status'),
        cell: (bonus) => <StatusBadge code={bonus.status} word={statusWord(t, bonus.status)} />,
        csv: (bonus) => statusWord(t, bonus.status),
      },
      {
        id: 'amount',
        header: t('records_col_amount'),
        numeric: true,
        cell: (bonus) => <SignedAmount amount={bonus.amount} text={format.signed(bonus.amount)} />,
        csv: (bonus) => bonus.amount,
      },
    ],
    [t, format],
  );

  return (
    <PagedRecord
      call="memberBonuses"
      fileStem="bonus-details"
      initialFilters={initialFilters}
      filters={(values, set) => (
        <CodeSelect
          label={t('records_bonus_type')}
          allLabel={t('records_all_bonus_types')}
          codes={bonusTypes}
          word={(code) => bonusTypeWord(t, code)}
          value={values.bonusType}
          onChange={(value) => set('bonusType', value)}
        />
      )}
      columns={columns}
      rowKey={(bonus) => bonus.referenceNo}
      caption={(range, count) =>
        t('records_bonus_caption', {
          from: format.day(range.startDate),
          to: format.day(range.endDate),
          count,
        })
      }
      emptyTitle={(range) =>
        t('records_bonus_empty', { from: format.day(range.startDate), to: format.day(range.endDate) })
      }
      totals={(answer) => [
        {
          label: t('records_total_paid'),
          cells: {
            amount: <SignedAmount amount={answer.totals.amount} text={format.signed(answer.totals.amount)} />,
          },
        },
      ]}
    />
  );
}
