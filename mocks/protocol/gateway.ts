import { delay, http, type HttpHandler } from 'msw';
import { getState } from '../state/store';
import { fail } from './envelope';

/** Matches the backend's paths on any origin; one expression so /lotto/lgw/... is gated only once. */
export const backendPath = /^[a-z]+:\/\/[^/]+\/(wps|lgw|lotto)(\/|$)/i;

const injectedCodes: Readonly<Record<number, string>> = {
  401: 'login.not.session',
  429: 'TOO_MANY_REQUEST',
  503: '#727',
};

/** Applies the scenario's latency and injected failures, then the Merchant header rule. */
async function gate({ request }: { request: Request }): Promise<Response | undefined> {
  const state = getState();
  const { pathname } = new URL(request.url);
  if (state.scenario.latencyMs > 0) await delay(state.scenario.latencyMs);
  const rule = state.scenario.failures.find(
    (f) => f.times > 0 && (pathname === f.path || pathname.startsWith(f.path)),
  );
  if (rule) {
    rule.times -= 1;
    return fail(
      rule.status,
      injectedCodes[rule.status] ?? 'mock.injected.failure',
      `Injected failure (${rule.status})`,
    );
  }
  const merchant = request.headers.get('Merchant');
  if (merchant === null || merchant.trim() === '') {
    return fail(400, 'merchant.missing', 'Header Merchant is required');
  }
  // Fetch joins repeated headers with ", ", so a comma means the header was sent more than once.
  if (merchant.includes(','))
    return fail(400, 'merchant.duplicated', 'Header Merchant must be sent exactly once');
  // No response: msw moves on to the call's own handler.
  return undefined;
}

/** Runs before every backend call (/wps, /lgw, /lotto), never before /__mock or /__cdn. */
export const gatewayHandler: HttpHandler = http.all(backendPath, gate);

/**
 * Last in the list: a backend path no handler knows. Because the gateway already matched, msw would
 * otherwise treat the request as a passthrough; answering 404 (and warning, which fails a Vitest test)
 * keeps typos visible.
 */
export const unknownCallHandler: HttpHandler = http.all(backendPath, ({ request }) => {
  const { pathname } = new URL(request.url);
  console.warn(`[mock backend] no handler for ${request.method} ${pathname}`);
  return fail(404, 'api.not.found', `No such call: ${request.method} ${pathname}`);
});
