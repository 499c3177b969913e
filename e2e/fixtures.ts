import { test as base } from '@playwright/test';
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
export const test = base.extend<{ mock: MockControl; announcementPopup: boolean }>({
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
  mock: [
    async ({ request }, use) => {
      const mock = mockControl(request);
      await mock.reset();
      await use(mock);
    },
    { auto: true },
  ],
});
