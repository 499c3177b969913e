import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bet } from './member-bets';
import { ALL, gameTypes, gameTypeWord, statusWord } from '../record-kinds';
import { PagedRecord } from '../paged-record';
import { SignedAmount } from '@/components/record-table/signed-amount';
import { TwoLines } from '../record-cells';
import { RecordSelect } from '@/components/record-table/record-select';
import type { ReportColumn } from '@/components/paged-report/report-column';
import { useRecordFormat } from '../use-record-format';
import { useVendorOptions } from './use-vendor-options';

const initialFilters = { vendor: ALL, gameType: ALL };

/** Betting record (personalHistoryCopy, ODSFE2_MemBetDet): the member's settled bets. */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const vendors = useVendorOptions();

  // The table joins what the file keeps apart (a bet's number under its time, the vendor under the game),
  // and leaves out the settle time, the payout and the status the file has room for.
  const columns = useMemo<ReportColumn<Bet>[]>(
    () => [
      { id: 'betId', header: t('records_col_bet_id'), csv: (bet) => bet.betId },
      {
        id: 'time',
        header: t('records_col_bet_time'),
        csvHeader: t('records_col_bet_time_utc'),
        cell: (bet) => <TwoLines main={format.time(bet.betTime)} sub={bet.betId} />,
        csv: (bet) => bet.betTime,
      },
      { id: 'settled', header: t('records_col_settle_time_utc'), csv: (bet) => bet.settleTime },
      {
        id: 'game',
        header: t('records_col_game'),
        cell: (bet) => <TwoLines main={bet.gameName} sub={bet.vendorName} />,
      },
      { id: 'vendor', header: t('records_vendor'), csv: (bet) => bet.vendorName },
      {
        id: 'type',
        header: t('records_col_game_type'),
        cell: (bet) => gameTypeWord(t, bet.gameType),
        csv: (bet) => gameTypeWord(t, bet.gameType),
      },
      { id: 'gameName', header: t('records_col_game'), csv: (bet) => bet.gameName },
      {
        id: 'bet',
        header: t('records_col_bet'),
        numeric: true,
        cell: (bet) => format.money(bet.betAmount),
        csv: (bet) => bet.betAmount,
      },
      {
        id: 'valid',
        header: t('records_col_valid_bet'),
        numeric: true,
        cell: (bet) => format.money(bet.validBet),
        csv: (bet) => bet.validBet,
      },
      {
        id: 'winLoss',
        header: t('records_col_win_loss'),
        numeric: true,
        cell: (bet) => <SignedAmount amount={bet.winLoss} text={format.signed(bet.winLoss)} />,
        csv: (bet) => bet.winLoss,
      },
      { id: 'payout', header: t('records_col_payout'), csv: (bet) => bet.payout },
      { id: 'status', header: t('records_col_status'), csv: (bet) => statusWord(t, bet.status) },
    ],
    [t, format],
  );

  return (
    <PagedRecord
      call="memberBets"
      fileStem="betting-record"
      initialFilters={initialFilters}
      filters={(values, set) => (
        <>
          <RecordSelect
            label={t('records_game_type')}
            value={values.gameType}
            onChange={(value) => set('gameType', value)}
            options={[
              { value: ALL, label: t('records_all_game_types') },
              ...gameTypes.map((code) => ({ value: code, label: gameTypeWord(t, code) })),
            ]}
          />
          <RecordSelect
            label={t('records_vendor')}
            value={values.vendor}
            onChange={(value) => set('vendor', value)}
            options={[{ value: ALL, label: t('records_all_vendors') }, ...vendors]}
          />
        </>
      )}
      columns={columns}
      rowKey={(bet) => bet.betId}
      caption={(range, count) =>
        t('records_bets_caption', { from: format.day(range.startDate), to: format.day(range.endDate), count })
      }
      emptyTitle={(range) =>
        t('records_bets_empty', { from: format.day(range.startDate), to: format.day(range.endDate) })
      }
      totals={(answer) => [
        {
          label: t('records_total'),
          cells: {
            bet: format.money(answer.totals.betAmount),
            valid: format.money(answer.totals.validBet),
            winLoss: (
              <SignedAmount amount={answer.totals.winLoss} text={format.signed(answer.totals.winLoss)} />
            ),
          },
        },
      ]}
    />
  );
}
