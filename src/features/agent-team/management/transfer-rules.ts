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
 * The transfer's rules before the confirmation: an amount within the limits and what the agent's main
 * wallet holds (when it is known), and a 6-digit withdraw password.
 */
export function transferSchema(
  translate: Translate,
  main: number | undefined,
  money: (reais: number) => string,
) {
  return fieldRules<TransferValues>({
    amount: (typed) => {
      const { problem } = checkAmount(typed, { min: TRANSFER_MIN, max: TRANSFER_MAX, available: main });
      if (!problem) return null;
      return problem === 'aboveBalance'
        ? translate('agent_transfer_amount_over', { amount: money(main ?? 0) })
        : translate(outOfBounds, { min: money(TRANSFER_MIN), max: money(TRANSFER_MAX) });
    },
    withdrawPassword: (typed) =>
      checkWithdrawPassword(typed) ? translate('agent_transfer_password_invalid') : null,
  });
}
