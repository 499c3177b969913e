import * as z from 'zod/mini';
import { amount, flag, id, text } from './common';

export const game = z.object({
  nodeId: id,
  roomId: z.nullish(id),
  vassalage: text,
  gameName: text,
  nodeName: text,
  gameType: text,
  gameClassify: text,
  showIcon: z.nullish(z.string()),
  iconUrl: z.nullish(z.string()),
  defaultIcon: z.nullish(z.string()),
  isTop: z._default(flag, false),
  isNew: z._default(flag, false),
  displayName: text,
  gameCode: z.nullish(text),
  maintenance: z._default(flag, false),
});
export type Game = z.infer<typeof game>;

// A list the screen shows is required, never defaulted: an answer without it is malformed (an error with a
// retry), not "no games". Flags and counts may default.
export const gameList = z.object({
  games: z.array(game),
  totalPages: z._default(z.coerce.number(), 0),
  totalCount: z._default(z.coerce.number(), 0),
});
export type GameList = z.infer<typeof gameList>;

export const hotGames = z.object({ list: z.array(game) });

export const vendorCard = z.object({
  vassalage: z.string(),
  displayName: text,
  lagerIcon: z.nullish(z.string()),
  smallIcon: z.nullish(z.string()),
  isGame: z._default(z.string(), 'VASSALAGE'),
  gameCode: z.nullish(text),
  gameType: z.nullish(z.string()),
  /** The game a 'game' card starts (sent beside gameCode by the builds that start a card directly). */
  nodeId: z.nullish(id),
});
export type VendorCard = z.infer<typeof vendorCard>;

export const vendorLane = z.object({
  title: z.string(),
  cards: z._default(z.array(vendorCard), []),
  gameClassify: z._default(
    z.array(z.object({ key: z.string(), displayName: text, vendors: z._default(z.array(z.string()), []) })),
    [],
  ),
});
export type VendorLane = z.infer<typeof vendorLane>;

export const gameVendors = z.object({ data: z.object({ lanes: z.array(vendorLane) }) });

export const rankList = z.object({
  list: z.array(
    z.object({
      vo: z.object({
        winAmount: amount,
        gameName: text,
        customerName: text,
        nodeId: id,
        gameType: text,
        vendor: text,
        iconUrl: z.nullish(z.string()),
      }),
    }),
  ),
});

export const favouriteIds = z.pipe(
  z.nullish(z.array(id)),
  z.transform((v) => v ?? []),
);

export const pagedGames = z.object({
  content: z.array(game),
  pageNum: z._default(z.coerce.number(), 1),
  totalPages: z._default(z.coerce.number(), 0),
});

/** Newer builds answer value.content.game_url, older ones value.gameUrl. */
export const launchedGame = z.pipe(
  z.object({
    content: z.optional(z.object({ game_url: z.string() })),
    gameUrl: z.optional(z.string()),
  }),
  z.transform((v, ctx) => {
    const url = v.content?.game_url ?? v.gameUrl;
    if (!url) {
      ctx.issues.push({ code: 'custom', message: 'no game url', input: v });
      return z.NEVER;
    }
    return { gameUrl: url };
  }),
);

/** GLS2_roomList: the rooms of one PVP game (shape designed by the mock; see mocks/README.md). */
export const pvpRooms = z.object({
  list: z._default(
    z.array(
      z.object({
        roomId: id,
        roomName: text,
        minBet: z.nullish(amount),
        maxBet: z.nullish(amount),
        onlinePlayers: z.nullish(z.coerce.number()),
      }),
    ),
    [],
  ),
});
export type PvpRoom = z.infer<typeof pvpRooms>['list'][number];
