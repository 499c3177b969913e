import type { Page, Route } from '@playwright/test';

/** The client's time limit (VITE_API_TIMEOUT_MS in .env.example); a hanging call is given up after it. */
export const CLIENT_TIME_LIMIT_MS = 20_000;

export type Fault =
  '401' | '500' | 'timeout' | 'network loss' | 'non-JSON' | 'missing fields' | 'success:false';

export const faults: readonly Fault[] = [
  '401',
  '500',
  'timeout',
  'network loss',
  'non-JSON',
  'missing fields',
  'success:false',
];

/** Answers every request to `path` with `fault`; resolves the returned count as requests arrive. */
export async function inject(page: Page, path: string, fault: Fault) {
  const seen = { count: 0 };
  const hanging: Route[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      seen.count += 1;
      switch (fault) {
        case '401':
          return route.fulfill({ status: 401, json: { success: false } });
        case '500':
          return route.fulfill({ status: 500, json: { success: false } });
        case 'timeout':
          // Never answered: the client's time limit gives up on it.
          hanging.push(route);
          return undefined;
        case 'network loss':
          return route.abort('connectionreset');
        case 'non-JSON':
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<html>Bad gateway</html>' });
        case 'missing fields':
          return route.fulfill({ status: 200, json: { success: true, value: {} } });
        case 'success:false':
          return route.fulfill({
            status: 200,
            json: { success: false, code: 'service.busy', message: 'The service is busy' },
          });
      }
    },
  );
  return seen;
}
