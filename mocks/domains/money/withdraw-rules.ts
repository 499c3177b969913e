import { startOfDayMs } from '../clock/dates';
import { mockNow } from '../clock/clock';
import type { Member } from '../members/members';
import type { MockState } from '../../state/mock-state';

// The withdraw page's site settings, turnover and fee as the mock plays them (spec 5 2.5 shows the fields;
// the values are our design, except min/max which keep the demo's R$ 50 / R$ 50,000).

/** Withdrawals a day without a fee; after them 1% of the amount, at least R$ 2. */
export const FREE_WITHDRAWALS_A_DAY = 1;
export const FEE_PERCENT = 1;
export const MIN_FEE_CENTS = 200;

/** The SMS rule's threshold under WITHDRAW_AMOUNT. */
export const SMS_ABOVE_REAIS = 1_000;

export type WithdrawSmsRule = 'NONE' | 'EVERY_WITHDRAWAL' | 'WITHDRAW_AMOUNT';
export type TurnoverStatus = 'A' | 'N' | 'D';

/** The refusals a scenario forces (the others come from the data: password, turnover, SMS code). */
export const scenarioRefusals = [
  'not.exists.payment.password',
  'required_deposit_amount_not_reached',
  'promotion_turnover_not_enough',
  'required_member_information_incomplete',
  'bank_card_is_frozen',
] as const;
export type ScenarioRefusal = (typeof scenarioRefusals)[number];

/** player01's turnover still owed, per game type (reais): the part of the balance it locks. */
export const seedTurnover = [
  { gameType: 'SLOT', requiredTurnover: 4_000, actualTurnover: 2_500 },
  { gameType: 'LIVE', requiredTurnover: 1_000, actualTurnover: 1_000 },
];
/** The bonus the turnover above holds back: withdrawing into it is refused until the turnover is met. */
export const TURNOVER_LOCKED_CENTS = 200_000;
export const TURNOVER_MEMBER_ACCOUNT = 'player01';

export function owesTurnover(member: Member): boolean {
  return member.account === TURNOVER_MEMBER_ACCOUNT;
}

export function turnoverTotals() {
  return {
    required: seedTurnover.reduce((sum, row) => sum + row.requiredTurnover, 0),
    actual: seedTurnover.reduce((sum, row) => sum + row.actualTurnover, 0),
  };
}

/** Today's withdrawals of the member that were not rejected (the mock clock's day). */
export function withdrawalsToday(state: MockState, member: Member): number {
  const dayStart = startOfDayMs(mockNow(state));
  return state.money.withdrawals.filter(
    (w) => w.memberId === member.id && w.requestMs >= dayStart && w.status !== 'REJECTED',
  ).length;
}

export function feeCents(state: MockState, member: Member, cents: number): number {
  if (withdrawalsToday(state, member) < FREE_WITHDRAWALS_A_DAY) return 0;
  return Math.max(MIN_FEE_CENTS, Math.round((cents * FEE_PERCENT) / 100));
}
