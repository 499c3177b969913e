import { launchInNewTab, requireRealAccount } from '@/core';
// Directly, not through core's index: the launch calls stay off the first screen (server/foundation-chunk.ts).
import { fetchLaunchGameUrl } from '@/core/api/launch-game';
import { launchParams } from '@/core/game-launch';
import type { GameRef } from '@/lib/game-ref';
import { openPopup } from '@/lib/popup-store';
import type { LottoArea } from './lottery-variant';
import type { PrizeMode } from './prize-mode';

/** What the player asked to open: the lottery lobby, or the chosen game. */
export type LaunchView = 'lobby' | 'game';

export interface LotteryLaunch {
  area: LottoArea;
  prizeMode: PrizeMode;
  /** The game, for its code and, when it is under maintenance, the maintenance popup. */
  game: GameRef & { gameCode: string };
  /** The lobby, or the betting page of `game` (the lobby when the game has no code). */
  view: LaunchView;
}

/**
 * The launchGame parameters of a lottery start: every game's (core's launchParams: the account, the code, the
 * node, the language) with the reference's lottery fields on top (product rules: game and lottery calls):
 * `launchMode: "LOTT"`, no `device` (the reference's is undefined), and `backUrl` the page the player
 * leaves, so the lottery's back button returns there.
 */
export function lotteryLaunchParams({ area, prizeMode, game, view }: LotteryLaunch) {
  const lottoView = view === 'game' && game.gameCode ? 'betting' : 'lobby';
  return {
    ...launchParams(game),
    lottoArea: area,
    launchMode: 'LOTT',
    lottoPrizeMode: prizeMode,
    lottoGameCode: game.gameCode,
    lottoView,
    backUrl: window.location.href,
  };
}

/**
 * Opens the lottery lobby or one lottery game in a new tab. Like every game start (product rules: states and flows) it
 * needs a real account: a guest gets the login popup, a trial account the in_need_true_account notice.
 * Call it from the click handler itself, so the browser lets the new tab through.
 */
export function launchLottery(launch: LotteryLaunch): void {
  if (!requireRealAccount()) return;
  if (launch.game.maintenance) {
    openPopup('gameMaintenance', { game: launch.game });
    return;
  }
  const params = lotteryLaunchParams(launch);
  launchInNewTab(launch.game, () => fetchLaunchGameUrl(params));
}
