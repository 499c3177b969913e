import type { TranslationKey } from '@/i18n';

/**
 * The deposit calls' refusals with a message of our own. No source shows the platform's deposit refusal
 * codes (its member centre shows the server's message, notes @~541,000): these are the mock's (mocks/README.md,
 * Deposits), and any other refusal shows the server's words.
 */
export const depositMessageByCode: Readonly<Record<string, TranslationKey>> = {
  'deposit.amount.invalid': 'deposit_error_amount',
  'deposit.channel.invalid': 'deposit_error_channel',
  'deposit.vendor.unavailable': 'deposit_error_vendor',
  'deposit.closed': 'deposit_closed',
  'deposit.notFound': 'deposit_error_not_found',
  'deposit.cancel.invalid': 'deposit_error_cancel',
  'member.trial.forbidden': 'deposit_error_trial',
  'limit.deposit.exceeded': 'deposit_error_limit',
};
