import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportColumn } from '@/components/paged-report/report-column';
import { SignedAmount } from '@/components/record-table/signed-amount';
import { useLevelWord } from './use-level-word';
import { useReportFormat } from './use-report-format';

/**
 * The columns the team reports share: the member's account and level, and amounts by field (plain, or signed
 * as a result); with My income, the time of a line. On screen in words, in the file as the server sent them.
 */
export function useTeamColumns() {
  const { t } = useTranslation();
  const { money, signed, time } = useReportFormat();
  const levelWord = useLevelWord();
  return useMemo(() => {
    const signedCell = (amount: number) => <SignedAmount amount={amount} text={signed(amount)} />;
    const account: ReportColumn<{ account: string }> = {
      id: 'account',
      header: t('agent_report_col_account'),
      cell: (row) => row.account,
      csv: (row) => row.account,
    };
    const when: ReportColumn<{ time: string }> = {
      id: 'time',
      header: t('records_col_time_utc'),
      cell: (row) => time(row.time),
      csv: (row) => row.time,
    };
    const level: ReportColumn<{ level: number }> = {
      id: 'level',
      header: t('agent_report_col_level'),
      cell: (row) => levelWord(row.level),
      csv: (row) => row.level,
    };
    const amount = <K extends string>(id: K, header: string): ReportColumn<Record<K, number>> => ({
      id,
      header,
      numeric: true,
      cell: (row) => money(row[id]),
      csv: (row) => row[id],
    });
    const result = <K extends string>(id: K, header: string): ReportColumn<Record<K, number>> => ({
      id,
      header,
      numeric: true,
      cell: (row) => signedCell(row[id]),
      csv: (row) => row[id],
    });
    return { account, level, time: when, amount, result, signedCell };
  }, [t, money, signed, time, levelWord]);
}
