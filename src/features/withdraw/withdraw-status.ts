import type { TranslationKey } from '@/i18n';

const statusKeys: Readonly<Record<string, TranslationKey>> = {
  PENDING: 'withdraw_status_pending',
  APPROVED: 'withdraw_status_approved',
  PAID: 'withdraw_status_paid',
  REJECTED: 'withdraw_status_rejected',
};

const receiptKeys: Readonly<Record<string, TranslationKey>> = {
  AWAITING: 'withdraw_receipt_awaiting',
  RECEIVED: 'withdraw_receipt_received',
  PARTLY_RECEIVED: 'withdraw_receipt_partly',
  NOT_RECEIVED: 'withdraw_receipt_not_received',
  AUTO_RECEIVED: 'withdraw_receipt_auto',
};

/** The words for a withdrawal's status; null for a status this client does not know (shown as sent). */
export function statusKey(status: string): TranslationKey | null {
  return statusKeys[status] ?? null;
}

/** The tone a status badge takes. */
export function statusTone(status: string): 'pending' | 'approved' | 'paid' | 'rejected' | 'other' {
  const tone = status.toLowerCase();
  return tone === 'pending' || tone === 'approved' || tone === 'paid' || tone === 'rejected' ? tone : 'other';
}

/**
 * The words for where the receipt stands. Before payment there is no receipt to speak of: a rejected
 * withdrawal went back to the main wallet, others are not paid yet.
 */
export function receiptKey(status: string, receiptStatus: string): TranslationKey | null {
  if (receiptStatus === 'NONE' || receiptStatus === '') {
    return status === 'REJECTED' ? 'withdraw_receipt_refunded' : 'withdraw_receipt_not_paid';
  }
  return receiptKeys[receiptStatus] ?? null;
}
