import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { hasCode } from '@/api';
import { isLostAnswer } from '@/api/lost-answer';
import type { TranslationKey } from '@/i18n';
import { failureText } from './failure-text';

export interface ActionFailureOptions {
  /** Server codes with a message of our own. */
  messages?: Readonly<Record<string, TranslationKey>>;
  /** Reads again what the action touches (the wallet, the points, the list on screen). Stable. */
  reread: () => Promise<unknown>;
  /** Said when the answer was lost: look before trying again. */
  lostKey: TranslationKey;
  /** Refusals that mean the screen is out of date (claimed, used, moved on since it was read). */
  staleCodes?: ReadonlySet<string>;
}

/**
 * What an action on the member's money or standing (a withdrawal, a redemption, a claim, a ticket) says
 * when it fails. When its answer was lost, or the server says the screen is out of date, what it touches is
 * read again before the message, so the member sees whether it went through: nothing is done twice.
 */
export function useActionFailure({
  messages,
  reread,
  lostKey,
  staleCodes,
}: ActionFailureOptions): (error: unknown) => Promise<string> {
  const { t } = useTranslation();
  return useCallback(
    async (error: unknown) => {
      const lost = isLostAnswer(error);
      const stale = staleCodes !== undefined && hasCode(error, ...staleCodes);
      if (lost || stale) await reread().catch(() => undefined);
      return lost ? t(lostKey) : failureText(t, error, messages);
    },
    [t, reread, lostKey, messages, staleCodes],
  );
}
