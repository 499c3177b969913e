import { MONEY_PATTERN, moneyText } from '@/core/money-input';

/** The highest deposit or loss limit the site takes, in reais (the backend's bound, mocks/README.md). */
export const MAX_LIMIT = 1_000_000;

export type LimitAmountProblem = 'required' | 'malformed' | 'tooLow' | 'tooHigh';

/** The typed limit in reais, or what is wrong with it. Compared in cents, never in floating point. */
export function readLimitAmount(typed: string): { reais: number } | { problem: LimitAmountProblem } {
  if (typed.trim() === '') return { problem: 'required' };
  const text = moneyText(typed);
  if (!MONEY_PATTERN.test(text)) return { problem: 'malformed' };
  const cents = Math.round(Number(text) * 100);
  if (cents <= 0) return { problem: 'tooLow' };
  if (cents > MAX_LIMIT * 100) return { problem: 'tooHigh' };
  return { reais: cents / 100 };
}

/** A limit as the field shows it to be edited: "1000", "250.5" becomes "250.50". */
export function limitFieldText(limit: number | null): string {
  if (limit === null) return '';
  return Number.isInteger(limit) ? String(limit) : limit.toFixed(2);
}
