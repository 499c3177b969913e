import { expect, loginAs, test } from './fixtures';
import { watchPolicyViolations } from './support/policy-violations';
import { reachForSwiper } from './support/swiper';

test.use({ viewport: { width: 1440, height: 900 } });

test('the home page comes with its security headers and breaks no rule of its policy', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const response = await page.goto('/');
  const headers = response!.headers();
  const policy = headers['content-security-policy'];
  expect(policy).toMatch(/(^|; )script-src 'self' 'sha256-[^']+'(;|$)/);
  // No analytics host where the deployment has not let analytics load (VITE_ANALYTICS, default off).
  expect(policy).not.toMatch(/google/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  // A script is only ever a script; the page's own rules stay with the page.
  const script = await page.request.get(
    (await page.locator('script[type="module"][src]').first().getAttribute('src'))!,
  );
  expect(script.headers()['x-content-type-options']).toBe('nosniff');
  expect(script.headers()['content-security-policy']).toBeUndefined();

  // Every part of the home page, the carousels' swiper included, then the login popup.
  await reachForSwiper(page.getByRole('region', { name: 'Featured offers' }));
  const promotions = page.getByRole('region', { name: 'Promotions' });
  await promotions.scrollIntoViewIfNeeded();
  await expect(promotions.getByRole('link', { name: /^More: / }).first()).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('heading').first()).toBeVisible();
  await loginAs(page, 'player01', 'Player#2026');
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the policy is enforced: a script slipped into the page does not run', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  const outcome = await page.evaluate(async () => {
    const refused = new Promise<string>((resolve) =>
      window.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
        once: true,
      }),
    );
    const script = document.createElement('script');
    script.textContent = 'window.slippedIn = true';
    document.head.append(script);
    // An inline script that is let through runs at once, and nothing is refused.
    const ran = 'slippedIn' in window;
    return { ran, refusedBy: ran ? null : await refused };
  });
  expect(outcome).toEqual({ ran: false, refusedBy: 'script-src-elem' });
});

test('a token handed over in the address goes in no Referer, and becomes the session', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toMatch(/^[0-9a-f]{48}$/);

  // A new tab has its own, empty session storage: only the address carries the login.
  const other = await context.newPage();
  const violations = await watchPolicyViolations(other);
  const requests: string[] = [];
  const carryingToken: string[] = [];
  other.on('request', (request) => {
    requests.push(request.url());
    const referer = request.headers()['referer'];
    if (referer?.includes(token!)) carryingToken.push(`${request.url()} (Referer ${referer})`);
  });
  await other.goto(`/?token=${token}&ref=abc`);
  const header = other.getByRole('banner');
  await expect(header.getByRole('status')).toHaveText('R$ 12,345.67');
  await expect(header.getByRole('button', { name: /account menu/i })).toBeVisible();
  await other.waitForLoadState('networkidle');

  // The page's scripts, styles, pictures and calls all went out, none telling the token.
  expect(requests.filter((url) => url.includes('/assets/')).length).toBeGreaterThan(3);
  expect(requests.some((url) => url.includes('/wps/'))).toBe(true);
  expect(carryingToken).toEqual([]);
  expect(new URL(other.url()).search).toBe('?ref=abc');
  // The hand-over place is empty again; the token is the session's.
  const stored = await other.evaluate(() => ({ ...sessionStorage }));
  expect(stored.token).toBe(token);
  expect(Object.values(stored).filter((value) => value === token)).toHaveLength(1);
  expect(await violations()).toEqual([]);
});

test("a hand-over link beside another member's session asks first: keep stays, switch shows the link's member", async ({
  page,
  mock,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const header = page.getByRole('banner');
  await expect(header.getByText('Lucky Player')).toBeVisible();

  // Keep: the link's account is not taken, and its token is not kept.
  const first = await mock.issueSession('agent01');
  await page.goto(`/?token=${first}`);
  const question = page.getByRole('dialog', { name: 'Switch account?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep my session' }).click();
  await expect(question).toBeHidden();
  await expect(header.getByText('Lucky Player')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  expect(Object.values(await page.evaluate(() => ({ ...sessionStorage })))).not.toContain(first);

  // Switch: the previous member's name goes with the previous session, the link's member comes.
  const second = await mock.issueSession('agent01');
  await page.goto(`/?token=${second}`);
  await page
    .getByRole('dialog', { name: 'Switch account?' })
    .getByRole('button', { name: 'Switch account' })
    .click();
  await expect(header.getByText('Agent Alpha')).toBeVisible();
  await expect(header.getByText('Lucky Player')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('account'))).toBe('agent01');

  // The same token again changes nothing and asks nothing.
  await page.goto(`/?token=${second}`);
  await expect(header.getByText('Agent Alpha')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a popup whose code does not come says so, and "Try again" brings it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // The login popup's own chunk: every request for it fails (the portal asks twice) until let through.
  let failing = true;
  await page.route(/\/assets\/login-popup-[^/]+\.js$/, (route) =>
    failing ? route.abort() : route.continue(),
  );
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'This window could not be loaded' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeFocused();

  failing = false;
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(notice).toBeHidden();
});
