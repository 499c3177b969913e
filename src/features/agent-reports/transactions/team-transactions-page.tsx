import { useTranslation } from 'react-i18next';
import { textColumn } from '@/components/paged-report/text-column';
import { useCodeWord } from '@/components/paged-report/code-select';
import type { TranslationKey } from '@/i18n';
import { teamTransactions } from './team-transactions';
import { AgentReport } from '../agent-report';
import type { ReportRow } from '../reports';
import { levelTotalsLines } from '../level-totals';
import { useTeamColumns } from '../team-columns';

type TransactionLine = ReportRow<typeof teamTransactions>;

const typeKeys: Record<string, TranslationKey> = {
  DEPOSIT: 'records_type_deposit',
  WITHDRAWAL: 'records_type_withdrawal',
};
const statusKeys: Record<string, TranslationKey> = {
  SUCCESS: 'records_status_success',
  PENDING: 'records_status_pending',
  REJECTED: 'records_status_rejected',
};

/** Downline transaction details (agentTransactions): the team's deposits and withdrawals, line by line. */
export function TeamTransactionsPage() {
  const { t } = useTranslation();
  const columns = useTeamColumns();
  const typeWord = useCodeWord(typeKeys);
  const statusWord = useCodeWord(statusKeys);

  return (
    <AgentReport
      call={teamTransactions}
      fileStem="downline-transactions"
      team
      filter={{
        name: 'type',
        label: t('records_type'),
        allLabel: t('records_all_types'),
        codes: Object.keys(typeKeys),
        word: typeWord,
      }}
      columns={[
        columns.time,
        columns.account,
        columns.level,
        textColumn('type', t('records_col_type'), (row: TransactionLine) => typeWord(row.type)),
        columns.result('amount', t('records_col_amount')),
        textColumn('status', t('records_col_status'), (row: TransactionLine) => statusWord(row.status)),
      ]}
      rowKey={(row) => `${row.time}-${row.account}-${row.type}`}
      caption={(range, total) =>
        t('agent_transactions_caption', { from: range.startDate, to: range.endDate, count: total })
      }
      totals={(answer) =>
        // The foot's amount is the net money in: deposits less withdrawals.
        levelTotalsLines(t, answer.totals, answer.levelTotals, (f) => {
          const net = Math.round((f.deposits - f.withdrawals) * 100) / 100;
          return { amount: columns.signedCell(net) };
        })
      }
    />
  );
}
