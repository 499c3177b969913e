import type { LotteryGame, LotteryMenu } from './use-lottery-menus';

export interface SelectedGame {
  game: LotteryGame;
  menuCode: string;
  /** False when the address names a game code the menus do not list: it can still be opened by its code. */
  listed: boolean;
}

/**
 * The game a lottery page shows: the one the address names (?gameCode=), else the first listed game.
 * A code the menus do not hold still makes a game, because a launch needs nothing but the code.
 */
export function selectGame(menus: readonly LotteryMenu[], gameCode: string | null): SelectedGame | undefined {
  if (gameCode) {
    for (const menu of menus) {
      const game = menu.games.find((g) => g.gameCode === gameCode);
      if (game) return { game, menuCode: menu.menuCode, listed: true };
    }
    return {
      game: {
        nodeId: null,
        gameCode,
        gameName: gameCode,
        vendor: '',
        gameType: 'LOTT',
        iconUrl: null,
        maintenance: false,
      },
      menuCode: '',
      listed: false,
    };
  }
  const menu = menus.find((m) => m.games.length > 0);
  const first = menu?.games[0];
  return menu && first ? { game: first, menuCode: menu.menuCode, listed: true } : undefined;
}
