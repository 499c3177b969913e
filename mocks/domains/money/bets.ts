import { gameCatalogue } from '../games/game-catalogue';
import { vendorsWithoutHistory } from '../games/vendors';
import type { GameRecord, GameType } from '../games/game-types';
import { intBetween, pick, type Prng } from '../../shared/prng';

/** One settled bet of the betting record. Amounts in integer cents. */
export interface BetRecord {
  betId: string;
  game: GameRecord;
  betCents: number;
  /** Turnover that counts for rebates and missions; 0 for a void or tied round. */
  validCents: number;
  /** Payout minus bet: + the member won, - lost. */
  winLossCents: number;
  betMs: number;
  settleMs: number;
}

// Mostly slots and live tables, with some sports, fishing, e-sports, PVP and lottery, like a real player.
const typeMix: readonly GameType[] = [
  'RNG',
  'RNG',
  'RNG',
  'LIVE',
  'LIVE',
  'SPORTS',
  'FISH',
  'ESPORTS',
  'PVP',
  'LOTT',
];
const stakes = [100, 200, 500, 1000, 2000, 5000, 10000];

/** A member's bets over the `days` days before the seed time, newest first. */
export function seedBets(rng: Prng, now: number, days: number): BetRecord[] {
  const playable = gameCatalogue().games.filter(
    (g) => !g.maintenance && !vendorsWithoutHistory.has(g.vassalage),
  );
  const byType = new Map<GameType, GameRecord[]>();
  for (const game of playable) byType.set(game.gameType, [...(byType.get(game.gameType) ?? []), game]);
  const bets: BetRecord[] = [];
  let serial = 1;
  for (let day = days - 1; day >= 0; day -= 1) {
    const count = intBetween(rng, 1, 6);
    for (let i = 0; i < count; i += 1) {
      const game = pick(rng, byType.get(pick(rng, typeMix)) ?? playable);
      const betCents = pick(rng, stakes);
      const roll = rng();
      // About 45% wins (1.1x to 6x), 10% void or tie (stake back, no valid bet), the rest lost.
      const tie = roll >= 0.45 && roll < 0.55;
      const winLossCents = roll < 0.45 ? Math.round(betCents * (0.1 + rng() * 5)) : tie ? 0 : -betCents;
      const betMs = now - day * 86_400_000 - intBetween(rng, 1, 20 * 60) * 60_000;
      bets.push({
        betId: `BT${String(serial++).padStart(8, '0')}`,
        game,
        betCents,
        validCents: tie ? 0 : betCents,
        winLossCents,
        betMs,
        settleMs: betMs + intBetween(rng, 1, 30) * 60_000,
      });
    }
  }
  return bets.sort((a, b) => b.betMs - a.betMs);
}
