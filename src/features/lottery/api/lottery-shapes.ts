import * as z from 'zod/mini';
import { flag, id, text } from '@/api/schemas/common';

/*
 * The lottery gateway (/lgw, /lotto) answers bare objects (product rules: game and lottery calls): game_menus and vn game_menu
 * an object whose values are groups (`gameGroupCode`, `gameMenus[]`), numeros an object whose values are
 * draws. Fields the reference does not show follow the mock's design (mocks/README.md). Today's lists
 * (`[{menuCode, displayName, games[]}]`, `{list[]}`) are read as well.
 */

/** A list that some builds send as null or leave out: always an array after parsing. */
const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((v) => v ?? []),
  );

const lotteryGame = z.object({
  nodeId: z.nullish(id),
  gameCode: text,
  gameName: z.nullish(text),
  name: z.nullish(text),
  vendor: z.nullish(text),
  accountTypeName: z.nullish(text),
  gameType: z._default(text, 'LOTT'),
  iconUrl: z.nullish(z.string()),
  maintenance: z._default(flag, false),
});

const group = z.object({
  gameGroupCode: z.nullish(text),
  gameGroupName: z.nullish(text),
  menuCode: z.nullish(text),
  displayName: z.nullish(text),
  gameMenus: z.optional(listOf(lotteryGame)),
  games: z.optional(listOf(lotteryGame)),
});

export interface LotteryGame {
  nodeId: string | null;
  gameCode: string;
  gameName: string;
  vendor: string;
  gameType: string;
  iconUrl: string | null;
  maintenance: boolean;
}

export interface LotteryMenu {
  /** The group's code (the reference's `tag`, from `gameGroupCode`). */
  menuCode: string;
  displayName: string;
  games: LotteryGame[];
}

function toGame(raw: z.infer<typeof lotteryGame>, vendor: string): LotteryGame {
  return {
    nodeId: raw.nodeId ?? null,
    gameCode: raw.gameCode,
    gameName: raw.gameName || raw.name || raw.gameCode,
    vendor: raw.vendor || raw.accountTypeName || vendor,
    gameType: raw.gameType,
    iconUrl: raw.iconUrl ?? null,
    maintenance: raw.maintenance,
  };
}

/** The values of a bare object, or the list itself: both answers carry their items so. */
const valuesOrList = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.union([z.array(item), z.record(z.string(), item)]),
    z.transform((v): z.infer<T>[] => (Array.isArray(v) ? v : Object.values(v))),
  );

/**
 * A menus answer read into menus: each group's code is its `gameGroupCode` (else today's `menuCode`), its
 * games its `gameMenus` (else `games`). `vendor` is what a game without one belongs to (the Vietnam
 * lottery's menus are all TCG_LOTTO_VN, as the reference marks them).
 */
export const lotteryMenus = (vendor = '') =>
  z.pipe(
    z.union([z.null(), valuesOrList(group)]),
    z.transform((groups): LotteryMenu[] =>
      (groups ?? []).map((g) => {
        const menuCode = g.gameGroupCode || g.menuCode || '';
        return {
          menuCode,
          displayName: g.gameGroupName || g.displayName || menuCode,
          games: (g.gameMenus ?? g.games ?? []).map((raw) => toGame(raw, vendor)),
        };
      }),
    ),
  );

const lotteryDraw = z.object({
  gameCode: text,
  drawNumber: text,
  /** The winning numbers as one comma-separated string ("1,2,3,4,5"). */
  openNumbers: text,
  openTime: text,
});
export type LotteryDraw = z.infer<typeof lotteryDraw>;

/** A draws answer: an object whose values are draws (the reference), or today's `{list[]}`. */
export const lotteryDraws = z.pipe(
  z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((v) => ('list' in v ? (v.list ?? []) : Object.values(v))),
  ),
  z.array(lotteryDraw),
);
