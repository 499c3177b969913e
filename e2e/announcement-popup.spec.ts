import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { settled } from './support/member-centre';

// This spec is about the popup that opens by itself: the other specs start with it closed.
test.use({ announcementPopup: true });

const popupOf = (page: Page) => page.getByRole('dialog', { name: 'Announcements' });

test('a visitor sees it once per session, hostile markup neutralised, with no serious accessibility violation', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  const popup = popupOf(page);
  await expect(popup.getByRole('heading', { name: 'Join us today' })).toBeVisible();
  await expect(popup.getByRole('heading', { level: 3 })).toHaveCount(8);
  // Popup 404's onerror would have emptied the page: the handler is gone, the page stands.
  const mirror = popup.getByRole('article', { name: 'Mirror sites' });
  await expect(mirror).toContainText('Bookmark our official mirrors.');
  expect(await mirror.innerHTML()).not.toMatch(/onerror/i);
  await expect(page.getByRole('banner')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await popup.getByRole('button', { name: 'Next' }).click();
  await expect(popup.getByText('Page 2 of 2')).toBeVisible();
  await expect(popup.getByRole('heading', { level: 3 })).toHaveCount(2);

  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('announcementPopup.B'))).toBe('closed');

  // A reload is the same session: the popup stays closed.
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(popup).toBeHidden();

  // A new session (another browser context) shows it again.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(baseURL ?? '/');
  await expect(popupOf(fresh).getByRole('heading', { name: 'Join us today' })).toBeVisible();
  await other.close();
});

test('player01 sees the A popups after logging in, and a claim opens the member centre on the Reward centre', async ({
  page,
}) => {
  await page.goto('/');
  const popup = popupOf(page);
  await popup.getByRole('button', { name: 'Close' }).click();
  await loginAs(page, 'player01', 'Player#2026');

  // The member's popups are another audience's: they show once, after the login.
  await expect(popup.getByRole('heading', { level: 3 })).toHaveText(['Welcome back!', 'Security notice']);
  const security = popup.getByRole('article', { name: 'Security notice' });
  expect(await security.innerHTML()).not.toMatch(/<script|onerror/i);
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await popup.getByRole('button', { name: 'Claim promotion' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre).toBeVisible();
  await expect(
    centre
      .getByRole('navigation', { name: 'Member centre menu' })
      .getByRole('button', { name: 'Reward centre' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(popup).toBeHidden();
});

test('a guest who follows a link to one promotion sees it once the announcements close', async ({ page }) => {
  await page.goto('/promotions#510');
  const popup = popupOf(page);
  await expect(popup.getByRole('heading', { name: 'Join us today' })).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  const rebate = page.getByRole('article', { name: 'Live Casino High Rebate 2%' });
  await expect(rebate).toBeInViewport();
  await expect(page.getByRole('article', { name: 'Welcome Bonus 100% up to R$ 500' })).not.toBeInViewport();
});
