import * as z from 'zod/mini';
import { id, text } from '@/api/schemas/common';

/** A win as a number: the amount may come as text, with thousands commas ("1,234.50"). */
const winAmount = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(v.replace(/,/g, ''));
    if (!Number.isFinite(n)) {
      ctx.issues.push({ code: 'custom', message: 'not a number', input: v });
      return z.NEVER;
    }
    return n;
  }),
);

/** The winners board's answer: `value.list[].vo`, whichever of its two calls is asked. */
export const winnerBoardAnswer = z.object({
  list: z.array(
    z.object({
      vo: z.object({
        winAmount,
        gameName: text,
        customerName: text,
        nodeId: id,
        // The launch's gameId; a board that does not name it starts the game by its node alone.
        gameCode: z.nullish(z.string()),
        gameType: text,
        vendor: text,
        iconUrl: z.nullish(z.string()),
      }),
    }),
  ),
});

export type Winner = z.infer<typeof winnerBoardAnswer>['list'][number]['vo'];

/** Product rules: constants and limits and the reference: the board asks for 20 entries of every category. */
export const WINNER_FETCH_LIMIT = 20;

export const winnerBoardParams = (language: string) => ({
  gameCategory: 'ALL',
  language,
  limitNum: WINNER_FETCH_LIMIT,
});
