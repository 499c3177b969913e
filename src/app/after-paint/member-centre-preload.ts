import { preloadPopup } from '../popup-registry';
import type { AfterPaintService } from './after-paint-service';

/**
 * A logged-in member is one click from the member centre: its code (and the forms' strings), then its
 * cashier's pages, are fetched when the browser is idle, so opening it does not wait for the network. A
 * visitor or a trial account (refused the centre) never downloads it: the first visit stays light.
 */
export const memberCentrePreload: AfterPaintService = {
  name: 'member centre preload',
  subject: ({ token, identity }) =>
    token !== null && identity !== null && !identity.trial ? 'member' : null,
  load: async ({ signal }) => {
    await whenIdle(signal);
    if (signal.aborted) return undefined;
    await preloadPopup('memberCentre');
    // Then the cashier's pages, once the browser is idle again (the same chunk as the centre's: no request).
    await whenIdle(signal);
    if (!signal.aborted)
      await import('../popups/member-centre').then((centre) => centre.preloadCashierPages());
    return undefined;
  },
};

/** Resolves once the browser is idle (or soon, where it cannot say); never when aborted first. */
function whenIdle(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => resolve(), { timeout: 3000 });
      signal.addEventListener('abort', () => window.cancelIdleCallback(handle));
    } else {
      const timer = setTimeout(resolve, 500);
      signal.addEventListener('abort', () => clearTimeout(timer));
    }
  });
}
