import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@/core/money-shapes';
import { useMoneyFormat } from '@/core/money-format';

/** How a closed receipt reads: what the member answered, or that the deadline answered for them. */
export function useOutcomeText(): (withdrawal: Withdrawal) => string {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  return useCallback(
    (withdrawal: Withdrawal) => {
      const amount = money(withdrawal.amount);
      const received = money(withdrawal.receivedAmount ?? 0);
      const remaining = money(withdrawal.remainingAmount ?? 0);
      switch (withdrawal.receiptStatus) {
        case 'RECEIVED':
          return t('withdraw_outcome_received', { amount });
        case 'PARTLY_RECEIVED':
          return t('withdraw_outcome_partly', { received, remaining });
        case 'NOT_RECEIVED':
          return t('withdraw_outcome_not_received', { amount });
        case 'AUTO_RECEIVED':
          return t('withdraw_outcome_auto', { amount });
        default:
          return withdrawal.receiptStatus;
      }
    },
    [t, money],
  );
}
