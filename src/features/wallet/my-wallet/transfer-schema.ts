import type { TranslationKey } from '@/i18n';
import { checkAmount, type AmountProblem } from '@/core/money-form/amount-limits';
import { fieldRules } from '@/core/money-form/field-rules';
import type { Translate } from '@/core/use-translate';
import type { WalletLine } from './wallet-lines';

export interface TransferValues {
  from: string;
  to: string;
  amount: string;
}

/** Nothing typed and a malformed amount are said alike: the smallest amount is one cent. */
const amountKeys: Record<AmountProblem, TranslationKey> = {
  required: 'centre_amount_invalid',
  format: 'centre_amount_invalid',
  belowMin: 'centre_amount_invalid',
  aboveMax: 'centre_amount_over',
  aboveBalance: 'centre_amount_over',
};

/**
 * The transfer's rules before anything is sent: two different wallets, and an amount in digits with at most
 * two decimals that the wallet it leaves holds.
 */
export function transferSchema(
  translate: Translate,
  wallets: readonly WalletLine[],
  money: (reais: number) => string,
) {
  return fieldRules<TransferValues>({
    to: (to, values) => (to === values.from ? translate('centre_transfer_same') : null),
    amount: (typed, values) => {
      const held = wallets.find((w) => w.id === values.from)?.amount ?? 0;
      const { problem } = checkAmount(typed, { min: 0.01, max: held });
      return problem ? translate(amountKeys[problem], { max: money(held) }) : null;
    },
  });
}
