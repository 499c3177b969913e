import { useActionFailure } from './action-failure';
import type { TranslationKey } from '@/i18n';
import { useRefreshMoney } from './money-keys';

const noMessages: Readonly<Record<string, TranslationKey>> = {};

/**
 * What a money action says when it fails. When the answer was lost, the balance and records are read
 * again first, and the message asks the member to look at them before trying again: nothing is paid twice.
 * Refusals in `staleCodes` (the wallet held less than the page showed) read the money again too.
 */
export function useMoneyFailure(
  messageByCode: Readonly<Record<string, TranslationKey>> = noMessages,
  staleCodes?: ReadonlySet<string>,
): (error: unknown) => Promise<string> {
  return useActionFailure({
    messages: messageByCode,
    reread: useRefreshMoney(),
    lostKey: 'centre_answer_lost',
    staleCodes,
  });
}
