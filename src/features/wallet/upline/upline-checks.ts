import type { UplineInfo } from './upline-info';
import type { TranslationKey } from '@/i18n';
import { centsOf } from '@/core/money-input';

export interface UplineValues {
  amount: string;
  withdrawPassword: string;
}

export interface FieldProblem {
  key: TranslationKey;
  /** Amounts to insert, in cents (the caller formats them as money). */
  cents?: Record<string, number>;
}

const SIX_DIGITS = /^\d{6}$/;
const toCents = (reais: number) => Math.round(reais * 100);

/**
 * What is wrong with the typed transfer before anything is sent: an amount in digits with at most two
 * decimals, within the upline's minimum and maximum and what the main wallet holds; a 6-digit password.
 */
export function uplineProblems(values: UplineValues, info: UplineInfo) {
  const problems: Partial<Record<keyof UplineValues, FieldProblem>> = {};
  const cents = centsOf(values.amount);
  const [min, max, available] = [info.minAmount, info.maxAmount, info.transferableAmount].map(toCents) as [
    number,
    number,
    number,
  ];
  if (values.amount.trim() === '') problems.amount = { key: 'upline_amount_required' };
  else if (cents === null) problems.amount = { key: 'upline_amount_invalid' };
  else if (cents < min) problems.amount = { key: 'upline_amount_min', cents: { min } };
  else if (cents > max) problems.amount = { key: 'upline_amount_max', cents: { max } };
  else if (cents > available) problems.amount = { key: 'upline_amount_over', cents: { available } };
  if (values.withdrawPassword === '') problems.withdrawPassword = { key: 'upline_password_required' };
  else if (!SIX_DIGITS.test(values.withdrawPassword)) {
    problems.withdrawPassword = { key: 'upline_password_format' };
  }
  return { cents, problems };
}
