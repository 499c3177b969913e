import type { AfterPaintService } from './after-paint-service';

/**
 * The live-events socket, open while a real account is logged in (never for a visitor or a trial account)
 * and closed when the session ends.
 */
export const liveEvents: AfterPaintService = {
  name: 'live events',
  // Until member info has said who it is, a held token might be a trial account's: wait for it.
  subject: ({ token, identity }) => (token !== null && identity !== null && !identity.trial ? token : null),
  load: async ({ queryClient, subject, signal }) => {
    const { startLiveEvents } = await import('@/core/live-events');
    return signal.aborted ? undefined : startLiveEvents(queryClient, subject);
  },
};
