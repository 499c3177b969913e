import { endpoint, relay, request } from '@/api';
import { limitLine, type LimitKind, type LimitLine, type LimitPeriod } from '@/core/api/safer-gambling';

/**
 * Sets one limit (our design, mocks/README.md). A lower limit, or a first one, applies at once; a higher one,
 * or `limit: null` (no limit), waits 24 hours and comes back as the line's `pending`. Setting the limit in
 * force again drops what was pending.
 */
export const setLimit = endpoint({
  name: 'setLimit',
  link: relay('MCS2_setLimit'),
  moduleId: 'COMM3',
  method: 'POST',
  token: 'required',
  source: 'ours',
  response: limitLine,
});

export interface NewLimit {
  kind: LimitKind;
  period: LimitPeriod;
  /** Reais (two decimals at most) for DEPOSIT and LOSS, whole minutes for SESSION; null for none. */
  limit: number | null;
}

export const sendLimit = (change: NewLimit): Promise<LimitLine> => request(setLimit, { data: change });
