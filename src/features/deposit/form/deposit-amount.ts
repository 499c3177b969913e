import type { DepositChannel } from '../channels/payment-channels';
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
  | { kind: 'notFixed'; amounts: readonly number[] }
  | { kind: 'belowMin'; min: number }
  | { kind: 'aboveMax'; max: number };

/**
 * What is wrong with a typed amount for a channel, or null. Compared in cents: 10.1 reais must not fail a
 * 10.10 minimum through floating point. A fixed-amount-only channel takes one of its amounts, nothing else.
 */
export function amountProblem(
  typed: string,
  channel: Pick<DepositChannel, 'min' | 'max' | 'presets' | 'fixedOnly'> | undefined,
): AmountProblem | null {
  const value = moneyText(typed);
  if (value === '') return { kind: 'required' };
  if (!MONEY_PATTERN.test(value)) return { kind: 'malformed' };
  if (!channel) return null;
  const cents = Math.round(Number(value) * 100);
  if (channel.fixedOnly && !channel.presets.some((a) => Math.round(a * 100) === cents)) {
    return { kind: 'notFixed', amounts: channel.presets };
  }
  if (cents < Math.round(channel.min * 100)) return { kind: 'belowMin', min: channel.min };
  if (cents > Math.round(channel.max * 100)) return { kind: 'aboveMax', max: channel.max };
  return null;
}

/** A preset as the amount field takes it: whole reais without decimals, cents with two. */
export function presetText(amount: number, mark: DecimalMark): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace('.', mark);
}
