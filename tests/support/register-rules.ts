import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { siteStatus } from '@mocks/domains/site/site';
import { getState } from '@mocks/state/store';

/**
 * Serves these register rules wherever the site reads them: the status answer's rule map (used first, as
 * the reference does) and the separate settings call.
 */
export function serveRegisterRules(rules: Record<string, unknown>): void {
  server.use(
    http.get('*/wps/system/status', ({ request }) => {
      const value = siteStatus(getState(), new URL(request.url).origin);
      return HttpResponse.json({
        success: true,
        value: { ...value, info: { ...value.info, register: rules } },
      });
    }),
    http.get('*/wps/system/setting/register', () => HttpResponse.json({ success: true, value: rules })),
  );
}
