import type { DepositOrder } from '@/core/money-shapes';
import type { TranslationKey } from '@/i18n';

/** The order statuses of the mock's design (mocks/README.md, Deposits); anything else is shown as unknown. */
export type DepositStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'UNKNOWN';

export function depositStatusOf(order: Pick<DepositOrder, 'status'> | undefined): DepositStatus {
  const status = order?.status.toUpperCase();
  return status === 'PENDING' || status === 'APPROVED' || status === 'REJECTED' ? status : 'UNKNOWN';
}

/** Whether the member may still be paying, so the order is worth asking about again. */
export function isAwaitingPayment(order: Pick<DepositOrder, 'status'> | undefined): boolean {
  return depositStatusOf(order) === 'PENDING';
}

export const depositStatusLabel: Record<DepositStatus, TranslationKey> = {
  PENDING: 'deposit_status_pending',
  APPROVED: 'deposit_status_approved',
  REJECTED: 'deposit_status_rejected',
  UNKNOWN: 'deposit_status_unknown',
};
