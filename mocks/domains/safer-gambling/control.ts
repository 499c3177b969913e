import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import type { MockState } from '../../state/mock-state';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import { gameCatalogue } from '../games/game-catalogue';
import { vendorsWithoutHistory } from '../games/vendors';
import { emitLiveEvent } from '../live-events/live-events';
import { findMemberByAccount } from '../members/member-lookup';
import { isTrial, type Member } from '../members/members';
import { mainWallet } from '../money/money-book';
import { exclusionOf } from './exclusion';
import { limitLines } from './limits';
import { safetyOf } from './safer-gambling';

// The tests' side door to safer gambling (no Merchant header): a bet settled now, to make a loss, and a
// member's limits, reality check and exclusion as the mock sees them.

function memberOf(state: MockState, account: unknown): Member | null {
  const member = typeof account === 'string' ? findMemberByAccount(state.members, account) : undefined;
  return member && !isTrial(member) ? member : null;
}

/** Reais with two decimals at most as cents; null for anything else. */
function centsOf(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const cents = Math.round(value * 100);
  return Math.abs(value * 100 - cents) < 1e-6 ? cents : null;
}

/** A slot of the catalogue the betting history knows, for the bets made here. */
function plausibleGame() {
  const game = gameCatalogue().games.find(
    (g) => g.gameType === 'RNG' && !g.maintenance && !vendorsWithoutHistory.has(g.vassalage),
  );
  if (!game) throw new Error('The catalogue has no slot for a test bet');
  return game;
}

/** `BT` and a serial after every bet id of the state, so a new bet never takes a seeded one's id. */
function nextBetId(state: MockState): string {
  let last = 0;
  for (const bets of state.money.bets.values()) {
    for (const bet of bets) last = Math.max(last, Number(bet.betId.slice(2)) || 0);
  }
  return `BT${String(last + 1).padStart(8, '0')}`;
}

export const saferGamblingControlHandlers = [
  // { account, stake, winLoss } in reais: one bet on a slot, placed and settled now; winLoss moves the
  // main wallet (a loss of more than it holds is refused).
  controlCall('post', '/bets', async ({ state, request }) => {
    const body = await readJsonObject(request);
    const member = memberOf(state, body?.account);
    const stake = centsOf(body?.stake);
    const winLoss = centsOf(body?.winLoss);
    if (!member || stake === null || stake <= 0 || winLoss === null || winLoss < -stake) {
      return controlRefusal(
        'mock.bet.invalid',
        'Send { account, stake, winLoss }: a (non-trial) account, a stake above 0 and a winLoss of -stake or more (reais)',
      );
    }
    const wallet = mainWallet(member);
    if (wallet.cents + winLoss < 0)
      return controlRefusal('mock.bet.invalid', 'The main wallet cannot cover this loss');
    const now = mockNow(state);
    const bet = {
      betId: nextBetId(state),
      game: plausibleGame(),
      betCents: stake,
      validCents: winLoss === 0 ? 0 : stake,
      winLossCents: winLoss,
      betMs: now,
      settleMs: now,
    };
    state.money.bets.set(member.id, [bet, ...(state.money.bets.get(member.id) ?? [])]);
    wallet.cents += winLoss;
    emitLiveEvent(state, member.id, 'balance');
    return controlOk({ betId: bet.betId, balance: wallet.cents / 100, settleTime: formatDateTime(now) });
  }),
  // ?account=: the nine limit lines, the reality check and the exclusion in force (null when none).
  controlCall('get', '/safer-gambling', ({ state, query }) => {
    const member = memberOf(state, query.get('account'));
    if (!member) return controlRefusal('mock.account.invalid', 'No such (non-trial) account');
    const exclusion = exclusionOf(state, member.id);
    return controlOk({
      account: member.account,
      limits: limitLines(state, member.id),
      realityCheckMinutes: safetyOf(state, member.id).realityCheckMinutes,
      exclusion: exclusion && { kind: exclusion.kind, endTime: formatDateTime(exclusion.endMs) },
    });
  }),
];
