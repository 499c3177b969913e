import { test as base, type APIRequestContext } from '@playwright/test';
import { mockControl, type MockControl } from './support/mock-control';

export { expect } from '@playwright/test';
export { expectNoSeriousA11yViolations } from './support/a11y';
export { fillLoginPopup, loginAs } from './support/login';
export type { MockScenario } from './support/mock-control';

/**
 * Playwright's `test` with the mock backend's control API as the `mock` fixture. The fixture is automatic:
 * every test starts from the freshly seeded state, whether or not it touches `mock` itself. Every request
 * of a test (its pages' and the control API's) carries the test's own mock scope, so tests on parallel
 * workers never see each other's state (mocks/state/store.ts).
 */
/** The fixture options a project may set (playwright.config.ts). */
export interface ProjectOptions {
  mockControlURL: string | undefined;
}

export const test = base.extend<
  ProjectOptions & { mock: MockControl; mockRequest: APIRequestContext; announcementPopup: boolean }
>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const scope = `${testInfo.testId}-${testInfo.retry}-${testInfo.repeatEachIndex}`;
    await use({ ...extraHTTPHeaders, 'X-Mock-Scope': scope });
  },
  /**
   * The announcement popup opens by itself once per session and would cover the page of every test: by
   * default each page starts as if the visitor had closed it already (every audience). Its own spec sets
   * `test.use({ announcementPopup: true })`.
   */
  announcementPopup: [false, { option: true }],
  context: async ({ context, announcementPopup }, use) => {
    if (!announcementPopup) {
      await context.addInitScript(() => {
        for (const audience of ['A', 'B', 'F']) {
          window.sessionStorage.setItem(`announcementPopup.${audience}`, 'closed');
        }
      });
    }
    await use(context);
  },
  /**
   * Where the mock's control API (`/__mock`) is answered when the site does not answer it: a portal in
   * `BACKEND_URL` mode proxies the backend's paths only, so its project names the mock's own address.
   * Unset (the default), the control calls go to the site, as the site serves or proxies them.
   */
  mockControlURL: [undefined, { option: true }],
  /** Requests to the mock's control API, in the test's scope. */
  mockRequest: async ({ request, playwright, mockControlURL, extraHTTPHeaders }, use) => {
    if (!mockControlURL) {
      await use(request);
      return;
    }
    const own = await playwright.request.newContext({ baseURL: mockControlURL, extraHTTPHeaders });
    await use(own);
    await own.dispose();
  },
  mock: [
    async ({ mockRequest }, use) => {
      const mock = mockControl(mockRequest);
      await mock.reset();
      await use(mock);
    },
    { auto: true },
  ],
});
