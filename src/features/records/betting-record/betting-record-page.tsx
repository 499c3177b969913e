import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bet } from './member-bets';
import { ALL, gameTypes, gameTypeWord, statusWord } from '../record-kinds';
import { PagedRecord } from '../paged-record';
import { SignedAmount } from '@/components/record-table/signed-amount';
import { TwoLines } from '../record-cells';
import { RecordSelect } from '@/components/record-table/record-select';
import type { Column } from '@/components/record-table/record-table';
import { useRecordFormat } from '../use-record-format';
import { useVendorOptions } from './use-vendor-options';

const initialFilters = { vendor: ALL, gameType: ALL };

/** Betting record (personalHistoryCopy, ODSFE2_MemBetDet): the member's settled bets. */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const vendors = useVendorOptions();

  const columns = useMemo<Column<Bet>[]>(
    () => [
      {
        id: 'time',
        header: t('records_col_bet_time'),
        cell: (bet) => <TwoLines main={format.time(bet.betTime)} sub={bet.betId} />,
      },
      {
        id: 'game',
        header: t('records_col_game'),
        cell: (bet) => <TwoLines main={bet.gameName} sub={bet.vendorName} />,
      },
      { id: 'type', header: t('records_col_game_type'), cell: (bet) => gameTypeWord(t, bet.gameType) },
      { id: 'bet', header: t('records_col_bet'), numeric: true, cell: (bet) => format.money(bet.betAmount) },
      {
        id: 'valid',
        header: t('records_col_valid_bet'),
        numeric: true,
        cell: (bet) => format.money(bet.validBet),
      },
      {
        id: 'winLoss',
        header: t('records_col_win_loss'),
        numeric: true,
        cell: (bet) => <SignedAmount amount={bet.winLoss} text={format.signed(bet.winLoss)} />,
      },
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
      csvHeader={[
        t('records_col_bet_id'),
        t('records_col_bet_time_utc'),
        t('records_col_settle_time_utc'),
        t('records_vendor'),
        t('records_col_game_type'),
        t('records_col_game'),
        t('records_col_bet'),
        t('records_col_valid_bet'),
        t('records_col_win_loss'),
        t('records_col_payout'),
        t('records_col_status'),
      ]}
      csvRow={(bet) => [
        bet.betId,
        bet.betTime,
        bet.settleTime,
        bet.vendorName,
        gameTypeWord(t, bet.gameType),
        bet.gameName,
        bet.betAmount,
        bet.validBet,
        bet.winLoss,
        bet.payout,
        statusWord(t, bet.status),
      ]}
    />
  );
}
