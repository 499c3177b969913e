import type { UplineInfo } from './upline-info';
import type { TranslationKey } from '@/i18n';
import { checkAmount, checkWithdrawPassword, type AmountProblem } from '@/core/money-form/amount-limits';
import { fieldRules } from '@/core/money-form/field-rules';
import type { Translate } from '@/core/use-translate';

export interface UplineValues {
  amount: string;
  withdrawPassword: string;
}

const amountKeys: Record<AmountProblem, TranslationKey> = {
  required: 'upline_amount_required',
  format: 'upline_amount_invalid',
  belowMin: 'upline_amount_min',
  aboveMax: 'upline_amount_max',
  aboveBalance: 'upline_amount_over',
};

/**
 * The transfer's rules before anything is sent: an amount in digits with at most two decimals, within the
 * upline's minimum and maximum and what the main wallet holds; a 6-digit withdraw password.
 */
export function uplineSchema(translate: Translate, info: UplineInfo, money: (reais: number) => string) {
  const limits = { min: info.minAmount, max: info.maxAmount, available: info.transferableAmount };
  const named = {
    min: money(info.minAmount),
    max: money(info.maxAmount),
    available: money(info.transferableAmount),
  };
  return fieldRules<UplineValues>({
    amount: (typed) => {
      const { problem } = checkAmount(typed, limits);
      return problem ? translate(amountKeys[problem], named) : null;
    },
    withdrawPassword: (typed) => {
      const problem = checkWithdrawPassword(typed);
      return problem === 'required'
        ? translate('upline_password_required')
        : problem === 'format'
          ? translate('upline_password_format')
          : null;
    },
  });
}
