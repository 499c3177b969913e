import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/core/money-format';
import type { C2cPayment } from './c2c-payments';

/** How a closed payment reads: what the member answered, that the window answered for them, or that it closed elsewhere. */
export function useOutcomeText(): (payment: C2cPayment) => string {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  return useCallback(
    (payment: C2cPayment) => {
      const amount = money(payment.amount);
      const received = money(payment.receivedAmount ?? 0);
      const remaining = money(payment.remainingAmount ?? 0);
      switch (payment.status) {
        case 'RECEIVED':
          return t('withdraw_outcome_received', { amount });
        case 'PARTLY_RECEIVED':
          return t('withdraw_outcome_partly', { received, remaining });
        case 'NOT_RECEIVED':
          return t('withdraw_outcome_not_received', { amount });
        case 'AUTO_RECEIVED':
          return t('withdraw_outcome_auto', { amount });
        case 'AWAITING':
          // Closed while it still waited here: answered elsewhere, or the server's time ran out first.
          return t('withdraw_confirm_closed');
      }
    },
    [t, money],
  );
}
