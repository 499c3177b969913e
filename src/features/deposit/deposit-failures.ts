import type { TranslationKey } from '@/i18n';

/** The deposit calls' refusals with a message of our own (codes of mocks/README.md, Deposits). */
export const depositMessageByCode: Readonly<Record<string, TranslationKey>> = {
  'deposit.amount.invalid': 'deposit_error_amount',
  'deposit.channel.invalid': 'deposit_error_channel',
  'member.trial.forbidden': 'deposit_error_trial',
  'deposit.order.notFound': 'deposit_error_not_found',
  'limit.deposit.exceeded': 'deposit_error_limit',
};
