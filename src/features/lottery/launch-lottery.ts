import { request } from '@/api';
import { launchInNewTab, requireRealAccount } from '@/core';
import { currentLanguage } from '@/i18n';
import type { GameRef } from '@/lib/game-ref';
import { openPopup } from '@/lib/popup-store';
import type { LottoArea } from './lottery-variant';
import { LOTTERY_DEVICE } from './api/lottery-menu';
import type { PrizeMode } from './prize-mode';

export type LottoView = 'lobby' | 'game';

export interface LotteryLaunch {
  area: LottoArea;
  prizeMode: PrizeMode;
  /** The game, for its code and, when it is under maintenance, the maintenance popup. */
  game: GameRef & { gameCode: string };
  view: LottoView;
}

/** The launchGame parameters of a lottery start (spec 3, "Methods and parameters"). */
export function lotteryLaunchParams({ area, prizeMode, game, view }: LotteryLaunch) {
  return {
    launchMode: 'LOTT',
    lottoArea: area,
    lottoPrizeMode: prizeMode,
    lottoGameCode: game.gameCode,
    lottoView: view,
    device: LOTTERY_DEVICE,
    backUrl: window.location.origin,
    language: currentLanguage(),
  };
}

/**
 * Opens the lottery lobby or one lottery game in a new tab. Like every game start (spec 1 section 4) it
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
  launchInNewTab(launch.game, () => request('launchGame', { params }).then((answer) => answer.gameUrl));
}
