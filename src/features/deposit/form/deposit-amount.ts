import type { DepositChannel } from './deposit-channels';
import { MONEY_PATTERN, moneyText } from '@/core/money-input';

export type DecimalMark = '.' | ',';

/** The decimal mark of a language ("1,5" in Brazilian Portuguese, "1.5" in English). */
export function decimalMarkOf(localeTag: string): DecimalMark {
  const part = new Intl.NumberFormat(localeTag).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'malformed' }
  | { kind: 'belowMin'; min: number }
  | { kind: 'aboveMax'; max: number };

/**
 * What is wrong with a typed amount for a channel, or null. Compared in cents: 10.1 reais must not fail a
 * 10.10 minimum through floating point.
 */
export function amountProblem(typed: string, channel: DepositChannel | undefined): AmountProblem | null {
  const value = moneyText(typed);
  if (value === '') return { kind: 'required' };
  if (!MONEY_PATTERN.test(value)) return { kind: 'malformed' };
  if (!channel) return null;
  const cents = Math.round(Number(value) * 100);
  if (cents < Math.round(channel.minAmount * 100)) return { kind: 'belowMin', min: channel.minAmount };
  if (cents > Math.round(channel.maxAmount * 100)) return { kind: 'aboveMax', max: channel.maxAmount };
  return null;
}

/** A preset as the amount field takes it: whole reais without decimals, cents with two. */
export function presetText(amount: number, mark: DecimalMark): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace('.', mark);
}
