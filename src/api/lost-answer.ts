import { isApiError } from './api-error';

/**
 * A failure after which the action may still have been carried out: the answer was lost (no answer, too
 * late, a 5xx or an answer we cannot read), not refused. Money and points actions read the state again
 * before they offer a retry (decision 018).
 */
export function isLostAnswer(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'malformed') return true;
  return error.kind === 'server' && (error.status ?? 0) >= 500;
}
