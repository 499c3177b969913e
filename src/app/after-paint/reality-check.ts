import { useSessionStore } from '@/core';
import type { AfterPaintService } from './after-paint-service';

/**
 * The reality check's reminder, running while a real account is logged in (a trial account's money is not
 * real) and stopped when the session ends or another begins.
 */
export const realityCheck: AfterPaintService = {
  name: 'reality check',
  subject: ({ token, identity }) => (token !== null && identity !== null && !identity.trial ? token : null),
  load: async ({ queryClient, subject, signal }) => {
    const { startRealityCheck } = await import('@/features/safer-gambling/reality-check/reality-check-timer');
    const scope = useSessionStore.getState().identity?.customerId;
    return signal.aborted || !scope ? undefined : startRealityCheck(queryClient, scope, subject);
  },
};
