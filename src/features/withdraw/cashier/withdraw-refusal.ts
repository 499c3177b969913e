import { hasCode, isApiError } from '@/api';

/**
 * What a refused withdrawal says about its cause, from the failure's `value.data` (spec 5 2.5,
 * 71034253453 "withdraw ERROR CODES"). Unreadable figures are left out, not guessed.
 */
export type WithdrawRefusal =
  | { kind: 'password' }
  | { kind: 'noPassword' }
  | { kind: 'turnover'; required: number | null; achieved: number | null }
  | { kind: 'deposit'; required: number | null; achieved: number | null }
  | { kind: 'promotion'; remaining: number | null }
  | { kind: 'information'; missing: string[] }
  | { kind: 'frozen' }
  | { kind: 'smsCode' };

const record = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

const number = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

export function readWithdrawRefusal(error: unknown): WithdrawRefusal | null {
  if (!isApiError(error)) return null;
  const data = record(error.value).data;
  const figures = record(data);
  if (hasCode(error, 'invalid.payment.pw')) return { kind: 'password' };
  if (hasCode(error, 'not.exists.payment.password')) return { kind: 'noPassword' };
  if (hasCode(error, 'withdraw_turnover_not_enough')) {
    return {
      kind: 'turnover',
      required: number(figures.requiredTurnover),
      achieved: number(figures.actualTurnover),
    };
  }
  if (hasCode(error, 'required_deposit_amount_not_reached')) {
    return {
      kind: 'deposit',
      required: number(figures.requiredDepositAmount),
      achieved: number(figures.actualDepositAmount),
    };
  }
  if (hasCode(error, 'promotion_turnover_not_enough')) {
    return { kind: 'promotion', remaining: number(record(figures.all).remainingTurnover) };
  }
  if (hasCode(error, 'required_member_information_incomplete')) {
    const missing = Array.isArray(data)
      ? data.filter((item): item is string => typeof item === 'string')
      : [];
    return { kind: 'information', missing };
  }
  if (hasCode(error, 'bank_card_is_frozen')) return { kind: 'frozen' };
  if (hasCode(error, 'verification.code.invalid')) return { kind: 'smsCode' };
  return null;
}
