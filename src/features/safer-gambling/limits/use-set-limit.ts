import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '@/components/action-outcome/action-outcome';
import { saferGamblingQuery, type LimitLine } from '@/core/api/safer-gambling';
import { useMemberScope } from '@/core/account-scope';
import { failureText } from '@/core/failure-text';
import { sendLimit, type NewLimit } from '../api/set-limit';

const limitMessages = { 'limit.value.invalid': 'safer_limit_invalid' } as const;

/**
 * Sets one line's limit and says how it went: in force now, or pending until its time (a raise or a removal
 * waits 24 hours). The answer's line takes the old one's place, so the page needs no second call.
 */
export function useSetLimit(line: LimitLine, time: (serverTime: string) => string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { scope } = useMemberScope();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { kind, period } = line;

  const send = useCallback(
    async (limit: NewLimit['limit']) => {
      setOutcome(null);
      try {
        const answer = await sendLimit({ kind, period, limit });
        const { queryKey } = saferGamblingQuery(scope, true);
        queryClient.setQueryData(queryKey, (old) =>
          old
            ? { ...old, limits: old.limits.map((l) => (l.kind === kind && l.period === period ? answer : l)) }
            : old,
        );
        const appliesNow = answer.limit === limit && !answer.pending;
        setOutcome({
          ok: true,
          text: appliesNow
            ? t('safer_limit_saved_now')
            : t('safer_limit_saved_pending', { time: time(answer.pending?.effectiveTime ?? '') }),
        });
      } catch (error) {
        setOutcome({ ok: false, text: failureText(t, error, limitMessages) });
      }
    },
    [kind, period, queryClient, scope, t, time],
  );

  return { send, outcome };
}
