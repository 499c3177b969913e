import { test as base } from '@playwright/test';
import { mockControl, type MockControl } from './support/mock-control';

export { expect } from '@playwright/test';
export { expectNoSeriousA11yViolations } from './support/a11y';
export { fillLoginPopup, loginAs } from './support/login';
export type { MockScenario } from './support/mock-control';

/**
 * Playwright's `test` with the mock backend's control API as the `mock` fixture. The fixture is automatic:
 * every test starts from the freshly seeded state, whether or not it touches `mock` itself.
 */
export const test = base.extend<{ mock: MockControl }>({
  mock: [
    async ({ request }, use) => {
      const mock = mockControl(request);
      await mock.reset();
      await use(mock);
    },
    { auto: true },
  ],
});
