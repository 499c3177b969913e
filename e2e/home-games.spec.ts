import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { reachForSwiper } from './support/swiper';

/** Scrolls down as a reader does until `target` shows: sections below the fold load as they come near. */
async function scrollTo(page: Page, target: Locator) {
  await expect(async () => {
    if (!(await target.isVisible())) await page.mouse.wheel(0, 500);
    await expect(target).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await target.scrollIntoViewIfNeeded();
}

/**
 * The first of these a person could click now: its middle is on screen and shows itself, not the header
 * or the edge of the scrolling list above it.
 */
async function firstInSight(candidates: Locator) {
  const index = await candidates.evaluateAll((all) =>
    all.findIndex((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && el.contains(hit);
    }),
  );
  expect(index, 'a candidate in sight').toBeGreaterThanOrEqual(0);
  return candidates.nth(index);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a visitor switches the home game tabs and is asked to log in for the collection', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Games for you' });
  const hot = page.getByRole('list', { name: 'Hot games' });
  await expect(hot.getByRole('listitem')).toHaveCount(13);

  await tabs.getByRole('tab', { name: 'Recommended' }).click();
  await expect(tabs.getByRole('tab', { name: 'Recommended' })).toHaveAttribute('aria-selected', 'true');
  const recommended = page.getByRole('list', { name: 'Recommended' });
  await expect(recommended.getByRole('listitem').first()).toBeVisible();
  expect(await recommended.getByRole('listitem').count()).toBeLessThanOrEqual(13);

  await tabs.getByRole('tab', { name: 'My collection' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Recommended' })).toHaveAttribute('aria-selected', 'true');
});

test('the hot games row slides a view at a time with its arrows', async ({ page }) => {
  await page.goto('/');
  const hot = page.getByRole('list', { name: 'Hot games' });
  const tiles = hot.getByRole('listitem');
  await expect(tiles).toHaveCount(13);
  await reachForSwiper(hot);
  const previous = page.getByRole('button', { name: 'Previous Hot games' });
  await expect(previous).toBeDisabled();
  await expect(tiles.first()).toBeInViewport({ ratio: 1 });
  await expect(tiles.nth(7)).not.toBeInViewport();

  await page.getByRole('button', { name: 'Next Hot games' }).click();
  await expect(tiles.nth(7)).toBeInViewport({ ratio: 1 });
  await expect(tiles.first()).not.toBeInViewport();
  await previous.click();
  await expect(tiles.nth(2)).toBeInViewport({ ratio: 1 });
  await expect(tiles.nth(7)).not.toBeInViewport({ ratio: 1 });
});

test('a member sees the collection and the winners, and starts a game from a win', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const tabs = page.getByRole('tablist', { name: 'Games for you' });
  await tabs.getByRole('tab', { name: 'My collection' }).click();
  await expect(page.getByRole('list', { name: 'My collection' }).getByRole('listitem')).toHaveCount(12);

  const biggest = page.getByRole('region', { name: 'Biggest wins' });
  await scrollTo(page, biggest);
  const firstWin = biggest.getByRole('button', { name: /just won/ }).first();
  await expect(firstWin).toContainText(/R\$ [\d,]+\.\d{2}/);
  await expect(page.getByRole('region', { name: 'Jackpot games' })).toBeVisible();

  // The lists keep scrolling; like a person, stop this one with its pause button, then pick a win in sight
  // (late in each loop that is one of the copy that follows the list round).
  await biggest.getByRole('button', { name: /^Pause scrolling of/ }).click();
  const win = await firstInSight(biggest.locator('button').filter({ hasText: 'just won' }));
  const opened = context.waitForEvent('page');
  await win.click();
  const game = await opened;
  await game.waitForURL(/\/launch\/play\?.*mode=real/);
  await game.close();
});

test('a member filters the slot section by provider, and the logged-in home page passes axe', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const filter = page.getByRole('group', { name: 'Slot classification' });
  await scrollTo(page, filter);
  await filter.getByRole('button', { name: 'PG Soft' }).click();
  await expect(filter.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'PG Soft' }).getByRole('listitem').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Slots' }).getByRole('link', { name: 'More' }),
  ).toHaveAttribute('href', '/rng');
  await expectNoSeriousA11yViolations(page);
});
