import * as z from 'zod/mini';

/** A launch answer's game address: newer builds answer value.content.game_url, older ones value.gameUrl. */
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
