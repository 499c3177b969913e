import type { TranslationKey } from '@/i18n';

/** The caption under a channel's name, by the channel types of the mock's design (mocks/README.md). */
const typeLabel: Record<string, TranslationKey> = {
  PIX: 'deposit_type_pix',
  BANK_TRANSFER: 'deposit_type_bank',
  EWALLET: 'deposit_type_ewallet',
};

export function channelTypeLabel(type: string): TranslationKey {
  return typeLabel[type.toUpperCase()] ?? 'deposit_type_other';
}
