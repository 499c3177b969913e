import type { TranslationKey } from '@/i18n';
import { checkAmount, checkWithdrawPassword } from '@/core/money-form/amount-limits';
import { fieldRules } from '@/core/money-form/field-rules';
import type { Translate } from '@/core/use-translate';

/** The mock's designed limits of one transfer to a downline, in reais (mocks/README.md). */
export const TRANSFER_MIN = 10;
export const TRANSFER_MAX = 50_000;

export interface TransferValues {
  amount: string;
  withdrawPassword: string;
}

const outOfBounds: TranslationKey = 'agent_transfer_amount_invalid';

/**
 * The rules of a transfer or a collection before the confirmation: an amount within the limits and what the
 * paying wallet holds (when it is known; `over` says so), and a 6-digit withdraw password.
 */
export function transferSchema(
  translate: Translate,
  available: number | undefined,
  money: (reais: number) => string,
  over: (amount: string) => string,
) {
  return fieldRules<TransferValues>({
    amount: (typed) => {
      const { problem } = checkAmount(typed, { min: TRANSFER_MIN, max: TRANSFER_MAX, available });
      if (!problem) return null;
      return problem === 'aboveBalance'
        ? over(money(available ?? 0))
        : translate(outOfBounds, { min: money(TRANSFER_MIN), max: money(TRANSFER_MAX) });
    },
    withdrawPassword: (typed) =>
      checkWithdrawPassword(typed) ? translate('agent_transfer_password_invalid') : null,
  });
}
