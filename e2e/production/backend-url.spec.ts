import { expect, loginAs, test } from '../fixtures';
import { openSockets } from '../support/mock-control';

// `BACKEND_URL` mode: the portal's own server (vite preview) proxies /wps, /lgw, /lotto and the socket to a
// backend elsewhere, here the standalone mock. The preview answers no /__mock: the project sends the
// control calls to the mock's own address (mockControlURL), in the test's scope all the same.

test('a member logs in through the proxy to another backend, sees the balance and hears a message', async ({
  page,
  mockRequest,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const header = page.getByRole('banner');
  await expect(header.getByRole('status')).toHaveText('R$ 12,345.67');

  // The socket's upgrade went through the preview's proxy, in the test's scope.
  await expect.poll(() => openSockets(mockRequest, 'player01')).toBe(1);
  const sent = await mockRequest.post('/__mock/messages', {
    data: { account: 'player01', title: 'A gift', content: '<p>Hello</p>' },
  });
  expect(sent.ok()).toBe(true);
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  await expect(toasts.getByText('You have a new message: A gift')).toBeVisible({ timeout: 4_000 });
});
