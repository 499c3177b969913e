import { expect, loginAs, test } from '../fixtures';
import { openSockets } from '../support/mock-control';
import { watchPolicyViolations } from '../support/policy-violations';

// The portal as production runs it: nginx serving the build in front of a backend of its own (the
// standalone mock), with the generated configuration of docs/hosting.md.

// Polling (every 30 s while the socket is down) is far slower than this: only the socket can pass.
const QUICKLY = { timeout: 4_000 };

test('deep links are routes of the app: a promotion and the agent home', async ({ page }) => {
  const promotion = await page.goto('/promotions#510');
  expect(promotion?.status()).toBe(200);
  const rebate = page.getByRole('article', { name: 'Live Casino High Rebate 2%' });
  await expect(rebate).toBeFocused();
  await expect(rebate).toBeInViewport();

  const agentHome = await page.goto('/agentHome');
  expect(agentHome?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent home' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Agent login' })).toBeVisible();
});

test('the home page breaks no rule of the policy nginx sends', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/');
  // The pictures come from the mock's picture host on the site (/__cdn), as the policy allows.
  const promotions = page.getByRole('region', { name: 'Promotions' });
  await promotions.scrollIntoViewIfNeeded();
  await expect(promotions.getByRole('link', { name: /^More: / }).first()).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('a member logs in with an encrypted payload, hears a message through the socket and keeps the session over a reload', async ({
  page,
}) => {
  await page.goto('/');
  const loginCall = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/wps/session/login',
  );
  await loginAs(page, 'player01', 'Player#2026');

  // On the wire: a key sealed with the backend's RSA key and a DES-encrypted body, never the password.
  const login = await loginCall;
  expect(login.headers()['encryption']).toMatch(/\S/);
  const body = login.postData() ?? '';
  expect(body).not.toContain('Player#2026');
  expect(body).not.toContain('player01');
  expect(JSON.parse(body)).toEqual({ value: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) });

  // The socket's upgrade went through nginx with the test's mock scope: the mock holds it for player01.
  await expect.poll(() => openSockets(page.request, 'player01')).toBe(1);
  const sent = await page.request.post('/__mock/messages', {
    data: { account: 'player01', title: 'A gift', content: '<p>Hello</p>' },
  });
  expect(sent.ok()).toBe(true);
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  await expect(toasts.getByText('You have a new message: A gift')).toBeVisible(QUICKLY);

  await page.reload();
  const header = page.getByRole('banner');
  await expect(header.getByRole('status')).toHaveText('R$ 12,345.67');
  await expect(header.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeHidden();
});
