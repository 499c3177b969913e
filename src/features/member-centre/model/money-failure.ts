import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLostAnswer } from '@/api/lost-answer';
import { failureText } from '@/core/failure-text';
import type { TranslationKey } from '@/i18n';
import { useRefreshMoney } from '../api/money-keys';

/**
 * What a money action says when it fails. When the answer was lost, the balance and records are read
 * again first, and the message asks the member to look at them before trying again: nothing is paid twice.
 */
export function useMoneyFailure(
  messageByCode: Readonly<Record<string, TranslationKey>> = {},
): (error: unknown) => Promise<string> {
  const { t } = useTranslation();
  const refreshMoney = useRefreshMoney();
  return useCallback(
    async (error: unknown) => {
      if (!isLostAnswer(error)) return failureText(t, error, messageByCode);
      await refreshMoney().catch(() => undefined);
      return t('centre_answer_lost');
    },
    [t, refreshMoney, messageByCode],
  );
}
