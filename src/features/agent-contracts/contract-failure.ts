import { useActionFailure } from '@/core/action-failure';
import type { TranslationKey } from '@/i18n';
import { useRefreshContracts } from './api/contracts';

/** Server codes of the contract calls with a message of our own (mocks/README.md, Agent contracts). */
const contractMessages: Readonly<Record<string, TranslationKey>> = {
  'contract.pending.exists': 'contract_error_pending',
  'contract.downline.invalid': 'contract_error_downline',
  'contract.already.answered': 'contract_error_answered',
  'contract.not.found': 'contract_error_not_found',
  'contract.not.active': 'contract_error_not_active',
  'contract.field.invalid': 'contract_error_field',
};

/** Refusals that mean the list on screen is out of date: it is read again before the message. */
const staleCodes: ReadonlySet<string> = new Set([
  'contract.pending.exists',
  'contract.already.answered',
  'contract.not.found',
  'contract.not.active',
]);

export function useContractFailure(): (error: unknown) => Promise<string> {
  return useActionFailure({
    messages: contractMessages,
    reread: useRefreshContracts(),
    lostKey: 'contract_answer_lost',
    staleCodes,
  });
}
