import { memberBets } from '@/features/records/betting-record/member-bets';
import { memberBonuses } from '@/features/records/bonus-details/member-bonuses';
import { memberProfitLoss } from '@/features/records/profit-loss/member-profit-loss';
import { memberTransactions, POINTS_TRANSACTION_TYPE } from '@/core/api/member-transactions';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { mockNow } from '../clock/clock';
import type { BetRecord } from './bets';
import type { PointDetail } from '../points/points';
import { formatDateTime } from '../clock/dates';
import { bonusTypes, transactionTypes, type Transaction } from './ledger';
import { walletKind } from './wallets';
import { dateRange, filterValue, reais, recordPage } from './record-query';

// The member centre's records (designed shapes, see mocks/README.md): account record, betting record,
// profit and loss per day and bonus details. Dates are UTC, the mock's zone.

function transactionWire(t: Transaction) {
  return {
    referenceNo: t.referenceNo,
    type: t.type,
    amount: reais(t.cents),
    status: t.status,
    createTime: formatDateTime(t.timeMs),
    accountTypeId: t.accountTypeId,
    walletName: walletKind(t.accountTypeId).displayName,
    toAccountTypeId: t.toAccountTypeId,
    bonusType: t.bonusType,
    remark: t.remark,
  };
}

/** A points line: signed points in `amount`, the points left in `balanceAfter`; no wallet. */
function pointsWire(line: PointDetail) {
  return {
    referenceNo: line.referenceNo,
    type: POINTS_TRANSACTION_TYPE,
    amount: line.changedPoints,
    status: 'SUCCESS',
    createTime: formatDateTime(line.timeMs),
    accountTypeId: null,
    walletName: null,
    toAccountTypeId: null,
    bonusType: null,
    remark: line.remark,
    balanceAfter: line.balanceAfter,
  };
}

function betWire(b: BetRecord, language: 'EN' | 'PT') {
  return {
    betId: b.betId,
    vendor: b.game.vassalage,
    vendorName: b.game.vendorName,
    gameType: b.game.gameType,
    gameName: b.game.names[language],
    nodeId: b.game.nodeId,
    betAmount: reais(b.betCents),
    validBet: reais(b.validCents),
    winLoss: reais(b.winLossCents),
    payout: reais(b.betCents + b.winLossCents),
    betTime: formatDateTime(b.betMs),
    settleTime: formatDateTime(b.settleMs),
    status: 'SETTLED',
  };
}

/** Money in and out of the member's total: successful lines only; own-wallet transfers move nothing. */
function moneyTotals(lines: readonly Transaction[]) {
  const counted = lines.filter((t) => t.status === 'SUCCESS' && t.type !== 'TRANSFER');
  const amountIn = counted.filter((t) => t.cents > 0).reduce((sum, t) => sum + t.cents, 0);
  const amountOut = counted.filter((t) => t.cents < 0).reduce((sum, t) => sum - t.cents, 0);
  return { amountIn: reais(amountIn), amountOut: reais(amountOut), net: reais(amountIn - amountOut) };
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], what: string): T | null {
  if (value === null) return null;
  const upper = value.toUpperCase() as T;
  if (!allowed.includes(upper)) throw badRequest('record.filter.invalid', `Unknown ${what}: ${value}`);
  return upper;
}

const sumOf = <T>(items: readonly T[], pickCents: (item: T) => number) =>
  items.reduce((sum, item) => sum + pickCents(item), 0);

const DAY_MS = 86_400_000;

interface DayCents {
  date: string;
  betAmount: number;
  validBet: number;
  winLoss: number;
  bonus: number;
  deposit: number;
  withdrawal: number;
  profitLoss: number;
}

export const recordHandlers = callGroup(
  handle(memberTransactions, ({ state, member, query }) => {
    const { startMs, endMs } = dateRange(query, mockNow(state));
    // The points lines come only when asked for: they are points, not money, and count in no total.
    if (filterValue(query, 'type')?.toUpperCase() === POINTS_TRANSACTION_TYPE) {
      const points = (state.pointDetails.get(member.id) ?? []).filter(
        (line) => line.timeMs >= startMs && line.timeMs <= endMs,
      );
      return recordPage(points, query, pointsWire, { amountIn: 0, amountOut: 0, net: 0 });
    }
    const type = oneOf(filterValue(query, 'type'), transactionTypes, 'type');
    const lines = (state.money.ledger.get(member.id) ?? []).filter(
      (t) => t.timeMs >= startMs && t.timeMs <= endMs && (type === null || t.type === type),
    );
    return recordPage(lines, query, transactionWire, moneyTotals(lines));
  }),
  handle(memberBets, ({ state, member, query, language }) => {
    const { startMs, endMs } = dateRange(query, mockNow(state));
    const vendor = filterValue(query, 'vendor')?.toUpperCase() ?? null;
    const gameType = filterValue(query, 'gameType')?.toUpperCase() ?? null;
    const bets = (state.money.bets.get(member.id) ?? []).filter(
      (b) =>
        b.betMs >= startMs &&
        b.betMs <= endMs &&
        (vendor === null || b.game.vassalage === vendor) &&
        (gameType === null || b.game.gameType === gameType),
    );
    return recordPage(bets, query, (b) => betWire(b, language), {
      betAmount: reais(sumOf(bets, (b) => b.betCents)),
      validBet: reais(sumOf(bets, (b) => b.validCents)),
      winLoss: reais(sumOf(bets, (b) => b.winLossCents)),
    });
  }),
  // One line per UTC day of the range, newest first, days without activity included (zeros).
  handle(memberProfitLoss, ({ state, member, query }) => {
    const { startMs, endMs } = dateRange(query, mockNow(state));
    const bets = state.money.bets.get(member.id) ?? [];
    const lines = (state.money.ledger.get(member.id) ?? []).filter((t) => t.status === 'SUCCESS');
    const list: DayCents[] = [];
    for (let day = Math.floor(endMs / DAY_MS) * DAY_MS; day + DAY_MS > startMs; day -= DAY_MS) {
      const from = Math.max(day, startMs);
      const to = Math.min(day + DAY_MS - 1, endMs);
      const dayBets = bets.filter((b) => b.betMs >= from && b.betMs <= to);
      const dayLines = lines.filter((t) => t.timeMs >= from && t.timeMs <= to);
      const ofType = (type: Transaction['type']) =>
        Math.abs(
          sumOf(
            dayLines.filter((t) => t.type === type),
            (t) => t.cents,
          ),
        );
      const winLoss = sumOf(dayBets, (b) => b.winLossCents);
      const bonus = ofType('BONUS');
      list.push({
        date: formatDateTime(day).slice(0, 10),
        betAmount: sumOf(dayBets, (b) => b.betCents),
        validBet: sumOf(dayBets, (b) => b.validCents),
        winLoss,
        bonus,
        deposit: ofType('DEPOSIT'),
        withdrawal: ofType('WITHDRAWAL'),
        profitLoss: winLoss + bonus,
      });
    }
    const keys = [
      'betAmount',
      'validBet',
      'winLoss',
      'bonus',
      'deposit',
      'withdrawal',
      'profitLoss',
    ] as const;
    const totals = Object.fromEntries(keys.map((k) => [k, reais(sumOf(list, (d) => d[k]))]));
    return {
      list: list.map((d) => ({ ...d, ...Object.fromEntries(keys.map((k) => [k, reais(d[k])])) })),
      totals,
    };
  }),
  handle(memberBonuses, ({ state, member, query }) => {
    const { startMs, endMs } = dateRange(query, mockNow(state));
    const bonusType = oneOf(filterValue(query, 'bonusType'), bonusTypes, 'bonusType');
    const lines = (state.money.ledger.get(member.id) ?? []).filter(
      (t) =>
        t.type === 'BONUS' &&
        t.timeMs >= startMs &&
        t.timeMs <= endMs &&
        (bonusType === null || t.bonusType === bonusType),
    );
    return recordPage(
      lines,
      query,
      (t) => ({
        referenceNo: t.referenceNo,
        bonusType: t.bonusType,
        bonusName: t.remark,
        amount: reais(t.cents),
        status: t.status,
        createTime: formatDateTime(t.timeMs),
      }),
      {
        amount: reais(
          sumOf(
            lines.filter((t) => t.status === 'SUCCESS'),
            (t) => t.cents,
          ),
        ),
      },
    );
  }),
);
