import { useEffect, useState } from 'react';
import { byCode, isApiError } from '@/api';
import { currentLanguage, ensureCentreStrings, i18n, languageEntry } from '@/i18n';
import { formatZonedTime } from '@/lib/record-format';

const refusalKeys = {
  'limit.loss.reached': 'limit_refused_loss',
  'limit.session.reached': 'limit_refused_session',
} as const;

/** A game start the member's own loss or session limit refused (our design, mocks/README.md). */
export function isLimitRefusal(error: unknown): boolean {
  return byCode(refusalKeys, error) !== undefined;
}

/**
 * Why the game did not start, in the member's language, with when it can start again. The words live with
 * the safer gambling strings (the member centre's part), fetched here if this is the first time.
 */
export async function limitRefusalText(error: unknown): Promise<string> {
  await ensureCentreStrings();
  const key = byCode(refusalKeys, error);
  if (!key) return i18n.t('error_server');
  const value = (isApiError(error) ? error.value : null) as { period?: unknown; resetTime?: unknown } | null;
  const period = value?.period === 'WEEK' || value?.period === 'MONTH' ? value.period : 'DAY';
  const reset = typeof value?.resetTime === 'string' ? value.resetTime : '';
  const time = formatZonedTime(reset, languageEntry(currentLanguage())?.tag ?? 'en');
  return i18n.t(key, { period: i18n.t(`safer_period_adj_${period}`), time });
}

/** The words of a limit refusal for a screen that shows the error itself; null for any other error. */
export function useLimitRefusalText(error: unknown): string | null {
  const [text, setText] = useState<{ error: unknown; text: string } | null>(null);
  useEffect(() => {
    if (!isLimitRefusal(error)) return;
    let current = true;
    void limitRefusalText(error).then((words) => current && setText({ error, text: words }));
    return () => {
      current = false;
    };
  }, [error]);
  return text !== null && text.error === error ? text.text : null;
}
