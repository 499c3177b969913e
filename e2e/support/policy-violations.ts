import type { Page } from '@playwright/test';

/**
 * Starts collecting the page's Content-Security-Policy violations, as the browser reports them (the
 * securitypolicyviolation event, and the console line that goes with it). Call before `goto`.
 */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    window.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)),
  ];
}
