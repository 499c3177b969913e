/**
 * A record line's status in three: the platform's words for a deposit's states are not shown by any
 * source, so the mock's (PENDING, SUCCESS, REJECTED, CANCELLED: our design) and their near spellings.
 */
export type DepositOutcome = 'pending' | 'credited' | 'failed' | 'cancelled';

export function depositOutcome(status: string): DepositOutcome {
  const s = status.toUpperCase();
  if (s === 'SUCCESS' || s === 'APPROVED' || s === 'COMPLETED') return 'credited';
  if (s === 'REJECTED' || s === 'FAILED') return 'failed';
  if (s === 'CANCELLED' || s === 'CANCELED') return 'cancelled';
  return 'pending';
}
