import * as z from 'zod/mini';

const when = z.nullish(z.union([z.number(), z.string()]));

/** A vendor's maintenance as a launch names it (`value.content.data`, spec 5 2.10): times in ms or as text. */
const maintenanceWindow = z.object({ maintainTime: when, endTime: when });

export type MaintenanceWindow = z.infer<typeof maintenanceWindow>;

/**
 * A launch answer: the game's address from `value.content.game_url` (or `game_url2`), as the platform's own
 * clients read it, or the older builds' `value.gameUrl`. `resType: 1` is a maintenance notice even inside a
 * success envelope (the member centre reads it before the address, spec 5 2.10).
 */
export const launchedGame = z.pipe(
  z.object({
    resType: z.optional(z.unknown()),
    content: z.nullish(
      z.object({
        game_url: z.nullish(z.string()),
        game_url2: z.nullish(z.string()),
        data: z.nullish(maintenanceWindow),
      }),
    ),
    gameUrl: z.nullish(z.string()),
  }),
  z.transform((v, ctx): { gameUrl: string } | { maintenance: MaintenanceWindow } => {
    if (Number(v.resType) === 1) return { maintenance: v.content?.data ?? {} };
    const url = v.content?.game_url || v.content?.game_url2 || v.gameUrl;
    if (!url) {
      ctx.issues.push({ code: 'custom', message: 'no game url', input: v });
      return z.NEVER;
    }
    return { gameUrl: url };
  }),
);

/** A launch the platform answered with its maintenance notice, the window when it named one. */
export class GameUnderMaintenance extends Error {
  readonly window: MaintenanceWindow;

  constructor(window: MaintenanceWindow) {
    super('the game is under maintenance');
    this.name = 'GameUnderMaintenance';
    this.window = window;
  }
}

/** The address of a launch answer; a maintenance notice is thrown, as a refusal would be. */
export function gameUrlOf(answer: z.infer<typeof launchedGame>): string {
  if ('maintenance' in answer) throw new GameUnderMaintenance(answer.maintenance);
  return answer.gameUrl;
}
