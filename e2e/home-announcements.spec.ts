import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { reachForSwiper, settleUntilSwiped } from './support/swiper';

test.use({ viewport: { width: 1440, height: 900 } });

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Featured offers' });
const dot = (banner: Locator, n: number) => banner.getByRole('button', { name: `Go to slide ${n}` });
const shown = (banner: Locator, n: number) => expect(dot(banner, n)).toHaveAttribute('aria-current', 'true');

/** Swiper in (the pointer over the banner brings it), then the pointer away: autoplay runs from here. */
async function swiperBanner(page: Page): Promise<Locator> {
  const banner = bannerOf(page);
  await reachForSwiper(banner);
  await page.mouse.move(0, 0);
  return banner;
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

  test('without a visitor reaching for it, swiper takes the banner over once the page has settled, and nothing moves', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const banner = bannerOf(page);
    const picture = banner.getByRole('img', { name: 'Welcome Bonus 100%' });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const before = await picture.boundingBox();
    // Drawn without swiper: the first banner only, as a plain picture.
    await expect(banner.getByAltText('Live Casino Nights')).toHaveCount(0);

    // A few quiet seconds after the first picture, swiper comes and takes the same box over.
    await settleUntilSwiped(page, banner);
    await expect(banner.getByAltText('Live Casino Nights')).toBeAttached();
    const after = banner.getByRole('img', { name: 'Welcome Bonus 100%' });
    await expect(after).toHaveAttribute('src', (await picture.getAttribute('src')) ?? '');
    expect(await after.boundingBox()).toEqual(before);
    await shown(banner, 1);

    // And it plays on its own.
    await page.clock.runFor(5000);
    await shown(banner, 2);
    await expectNoSeriousA11yViolations(page);
  });

  test('the banner autoplays every 5 s round the loop, holds under the pointer, and its pause control stops it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const banner = await swiperBanner(page);
    await shown(banner, 1);
    await page.clock.runFor(4000);
    await shown(banner, 1);
    await page.clock.runFor(1200);
    await shown(banner, 2);

    // From the last banner the loop goes on to the first.
    await dot(banner, 6).click();
    await page.mouse.move(0, 0);
    await shown(banner, 6);
    await page.clock.runFor(5200);
    await shown(banner, 1);

    // Under the pointer it holds still.
    await banner.hover();
    await page.clock.runFor(12_000);
    await shown(banner, 1);

    await banner.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await expect(banner.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(20_000);
    await shown(banner, 1);

    // Playing again, it moves on after the delay.
    await banner.getByRole('button', { name: 'Play slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5200);
    await shown(banner, 2);
  });

  test('the banner holds while keyboard focus is in it and slides with its arrows', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const banner = await swiperBanner(page);
    // Keyboard focus onto the pause control (from the control before it).
    await dot(banner, 1).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('button', { name: 'Pause slideshow' })).toBeFocused();
    await page.clock.runFor(12_000);
    await shown(banner, 1);

    // The arrows show with the focus; the previous one goes round to the last banner.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    const previous = banner.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toBeFocused();
    await expect(previous).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await shown(banner, 6);
    // Fully in view once the slide is over (a press while it slides is not taken).
    await expect(banner.getByRole('img', { name: 'Unsafe Link Test' })).toBeInViewport({ ratio: 1 });
    await expect(banner.getByRole('link', { name: 'Welcome Bonus 100%' })).toHaveCount(0);
    // Swiper ends a move on its own timers (run by the page's fake clock): let the 1000 ms move finish.
    await page.clock.runFor(1_000);
    await banner.getByRole('button', { name: 'Next slide' }).press('Enter');
    await shown(banner, 1);
    await expect(banner.getByRole('link', { name: 'Welcome Bonus 100%' })).toBeInViewport({ ratio: 1 });
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
    // The click would open a dialog, a page or a tab at once (Playwright's click waits for a navigation
    // it starts); the page is still the home page afterwards.
    await unsafe.click();
    await expect(page.getByRole('heading', { name: /Welcome to/, level: 1 })).toBeVisible();
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

  test('the promotions show three at a time and slide with their arrows', async ({ page }) => {
    await page.goto('/');
    const promotions = page.getByRole('region', { name: 'Promotions' });
    await reachForSwiper(promotions.getByRole('list'));
    const more = (title: string) => promotions.getByRole('link', { name: `More: ${title}` });
    await expect(more('Slots Rebate 1.2%')).toBeInViewport({ ratio: 1 });
    await expect(more('VIP Level-up Rewards')).not.toBeInViewport();
    const previous = promotions.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toBeDisabled();

    // Next moves on by what is in view: the next three.
    await promotions.getByRole('button', { name: 'Next slide' }).click();
    await expect(more('VIP Level-up Rewards')).toBeInViewport({ ratio: 1 });
    await expect(more('Welcome Bonus 100% up to R$ 500')).not.toBeInViewport();
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(more('Daily Reload 10%')).toBeInViewport({ ratio: 1 });

    await more('Daily Reload 10%').click();
    await expect(page).toHaveURL(/\/promotions#502$/);
  });
});
