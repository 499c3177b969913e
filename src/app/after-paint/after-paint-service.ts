import type { QueryClient } from '@tanstack/react-query';
import type { Identity } from '@/core';

/** The session and the site's switches as they are now: what decides whom a service runs for. */
export interface VisitState {
  token: string | null;
  identity: Identity | null;
  flags: Record<string, boolean>;
}

export interface ServiceRun {
  queryClient: QueryClient;
  /** Whom it runs for: what `subject` gave. */
  subject: string;
  /** Aborted once the run is no longer wanted (the subject changed, the app left the page). */
  signal: AbortSignal;
}

/**
 * Something the portal starts once the first screen is on the glass: its code is a chunk of its own, so the
 * first visit neither downloads nor waits for it.
 */
export interface AfterPaintService {
  name: string;
  /** Whom the service runs for (a token, an agent); null while it has nothing to do. A change restarts it. */
  subject: (visit: VisitState) => string | null;
  /** Loads the service's code and starts it; resolves to how to stop it, when it keeps running. */
  load: (run: ServiceRun) => Promise<(() => void) | undefined>;
}
