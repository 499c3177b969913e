import { useTranslation } from 'react-i18next';
import { textColumn } from '@/components/paged-report/text-column';
import { useCodeWord } from '@/components/paged-report/code-select';
import type { TranslationKey } from '@/i18n';
import { useCountText } from '@/core/use-count-text';
import { teamBetting } from './team-betting';
import { useReportFormat } from '../use-report-format';
import { AgentReport } from '../agent-report';
import type { ReportRow } from '../reports';
import { levelTotalsLines } from '../level-totals';
import { useTeamColumns } from '../team-columns';

type BettingLine = ReportRow<typeof teamBetting>;

const gameTypeKeys: Record<string, TranslationKey> = {
  RNG: 'records_game_rng',
  LIVE: 'records_game_live',
  SPORTS: 'records_game_sports',
  FISH: 'records_game_fish',
};

/** Team betting (agentTeamBetting): the team's bets, one line per member, day and game type. */
export function TeamBettingPage() {
  const { t } = useTranslation();
  const { money } = useReportFormat();
  const count = useCountText();
  const columns = useTeamColumns();
  const gameWord = useCodeWord(gameTypeKeys);

  return (
    <AgentReport
      call={teamBetting}
      fileStem="team-betting"
      team
      filter={{
        name: 'gameType',
        label: t('records_game_type'),
        allLabel: t('records_all_game_types'),
        codes: Object.keys(gameTypeKeys),
        word: gameWord,
      }}
      columns={[
        textColumn('date', t('records_col_date'), (row: BettingLine) => row.date),
        columns.account,
        columns.level,
        textColumn('gameType', t('records_col_game_type'), (row: BettingLine) => gameWord(row.gameType)),
        {
          id: 'betCount',
          header: t('agent_report_col_bets'),
          numeric: true,
          cell: (row) => count(row.betCount),
          csv: (row) => row.betCount,
        },
        columns.amount('validBet', t('records_col_valid_bet')),
        columns.result('winLoss', t('records_col_win_loss')),
      ]}
      rowKey={(row) => `${row.date}-${row.account}-${row.gameType}`}
      caption={(range, total) =>
        t('agent_betting_caption', { from: range.startDate, to: range.endDate, count: total })
      }
      totals={(answer) =>
        levelTotalsLines(t, answer.totals, answer.levelTotals, (f) => ({
          betCount: count(f.betCount),
          validBet: money(f.validBet),
          winLoss: columns.signedCell(f.winLoss),
        }))
      }
    />
  );
}
