import * as z from 'zod/mini';
import { flag, id, text } from './common';

/** A list that some builds send as null or leave out: always an array after parsing. */
const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((v) => v ?? []),
  );

/*
 * The lottery gateway (/lgw, /lotto) answers shapes the specification does not show; these follow the
 * mock backend's design (mocks/README.md) and are lenient where a real build may differ.
 */

export const lotteryGame = z.object({
  nodeId: z.nullish(id),
  gameCode: text,
  gameName: text,
  vendor: text,
  gameType: text,
  iconUrl: z.nullish(z.string()),
  maintenance: z._default(flag, false),
});
export type LotteryGame = z.infer<typeof lotteryGame>;

export const lotteryMenu = z.object({
  menuCode: text,
  displayName: text,
  games: listOf(lotteryGame),
});
export type LotteryMenu = z.infer<typeof lotteryMenu>;

/** /lgw/vn/games/game_menu and /lgw/games/game_menus: a list of menus, each with its games. */
export const lotteryMenus = listOf(lotteryMenu);

export const lotteryDraw = z.object({
  gameCode: text,
  drawNumber: text,
  /** The winning numbers as one comma-separated string ("1,2,3,4,5"). */
  openNumbers: text,
  openTime: text,
});

/** /lgw/vn/numeros/opened/game and /lotto/lgw/games/opened/numero: the latest draws of one game. */
export const lotteryDraws = z.object({ list: listOf(lotteryDraw) });
