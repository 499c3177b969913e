/** Product rules: constants and limits: the jackpot counter starts between 31,000,000 and 32,000,000, with 2 decimals. */
export function jackpotStart(random: () => number = Math.random): number {
  return Math.round((31_000_000 + random() * 1_000_000) * 100) / 100;
}

/** The next rise: after 3, 4 or 5 seconds, by an amount from 100 to 500 (2 decimals). */
export function jackpotStep(random: () => number = Math.random): { delayMs: number; amount: number } {
  const delayMs = (3 + Math.min(2, Math.floor(random() * 3))) * 1000;
  const amount = Math.round((100 + random() * 400) * 100) / 100;
  return { delayMs, amount };
}
