import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Featured offers' });
const dot = (banner: Locator, n: number) => banner.getByRole('button', { name: `Go to slide ${n}` });

/** The number of the pagination button marked current. */
async function currentSlide(banner: Locator): Promise<number> {
  const label = await banner.locator('button[aria-current="true"]').getAttribute('aria-label');
  return Number(label?.replace(/\D/g, ''));
}

test.describe('home announcements', () => {
  test('a visitor sees the banner, the notices and the promotions', async ({ page }) => {
    await page.goto('/');
    const banner = bannerOf(page);
    await expect(banner.getByRole('link', { name: 'Welcome Bonus 100%' })).toBeVisible();
    // The first banner's picture really loads (from an image host of the configuration).
    const picture = banner.getByRole('img', { name: 'Welcome Bonus 100%' });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(dot(banner, 6)).toBeVisible();
    await expect(dot(banner, 7)).toHaveCount(0);

    const marquee = page.getByRole('region', { name: 'Latest news' });
    await expect(marquee.getByRole('button', { name: 'Pause notices' })).toBeVisible();
    await expect(marquee.getByRole('button', { name: 'Weekend leaderboard results' })).toBeAttached();

    const promotions = page.getByRole('region', { name: 'Promotions' });
    await expect(page.getByRole('heading', { name: 'Promotions', level: 2 })).toBeVisible();
    await expect(
      promotions.getByRole('link', { name: 'More: Welcome Bonus 100% up to R$ 500' }),
    ).toBeVisible();
    await expect(promotions.getByRole('button', { name: 'Next slide' })).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });

  test('the banner autoplays, follows a click, and its pause control stops it', async ({ page }) => {
    await page.goto('/');
    const banner = bannerOf(page);
    await expect(dot(banner, 1)).toHaveAttribute('aria-current', 'true');
    // 5 s per banner: the second one comes on its own (the pointer is away from the banner).
    await expect(dot(banner, 2)).toHaveAttribute('aria-current', 'true', { timeout: 8000 });

    await banner.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await expect(banner.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    const paused = await currentSlide(banner);
    await page.waitForTimeout(6500);
    expect(await currentSlide(banner)).toBe(paused);

    // Playing again, it moves on after the delay.
    await banner.getByRole('button', { name: 'Play slideshow' }).click();
    await page.mouse.move(0, 0);
    await expect(dot(banner, paused + 1)).toHaveAttribute('aria-current', 'true', { timeout: 8000 });
  });

  test('a PROMOTION banner leads to its promotion; the javascript: banner leads nowhere', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = bannerOf(page);
    await dot(banner, 6).click();
    const unsafe = banner.getByRole('img', { name: 'Unsafe Link Test' });
    await expect(unsafe).toBeVisible();
    await expect(banner.getByRole('link', { name: /Unsafe Link Test/ })).toHaveCount(0);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await unsafe.click();
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(page.context().pages()).toHaveLength(1);

    await dot(banner, 1).click();
    await banner.getByRole('link', { name: 'Welcome Bonus 100%' }).click();
    await expect(page).toHaveURL(/\/promotions#501$/);
  });

  test('a notice title opens the notice popup at that notice', async ({ page }) => {
    await page.goto('/');
    const marquee = page.getByRole('region', { name: 'Latest news' });
    await marquee.getByRole('button', { name: 'Pause notices' }).click();
    // The titles stand still now; pick one that is fully in view.
    const box = await marquee.boundingBox();
    const titles = marquee.getByRole('listitem').getByRole('button');
    await expect(titles).toHaveCount(5);
    let chosen: { title: string; locator: Locator } | null = null;
    for (const title of await titles.all()) {
      const b = await title.boundingBox();
      if (box && b && b.x > box.x + 180 && b.x + b.width < box.x + box.width - 60) {
        chosen = { title: (await title.textContent()) ?? '', locator: title };
        break;
      }
    }
    expect(chosen, 'a notice title in view').not.toBeNull();
    await chosen!.locator.click();

    const dialog = page.getByRole('dialog', { name: 'Notices' });
    await expect(dialog).toBeVisible();
    const toggle = dialog.getByRole('button', { name: new RegExp(chosen!.title) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toBeInViewport();
    await expect(dialog.getByRole('button', { expanded: true })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // The other notices open on demand.
    const first = dialog.getByRole('button', { name: /Scheduled maintenance on Nov 5/ });
    if (chosen!.title !== 'Scheduled maintenance on Nov 5') await first.click();
    await expect(dialog.getByText('Our platform will be upgraded')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("a promotion's More leads to /promotions#<id>", async ({ page }) => {
    await page.goto('/');
    const promotions = page.getByRole('region', { name: 'Promotions' });
    await promotions.getByRole('button', { name: 'Next slide' }).click();
    await promotions.getByRole('link', { name: 'More: Daily Reload 10%' }).click();
    await expect(page).toHaveURL(/\/promotions#502$/);
  });
});
