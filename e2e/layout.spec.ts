import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

type Box = { left: number; right: number; top: number; bottom: number };

/**
 * The part of each interactive element inside `areas` that is on screen: its box cut by the rows and
 * grids that clip it (overflow) and by the viewport. Elements wholly clipped away are left out.
 */
async function visibleControls(page: Page, areas: string): Promise<(Box & { name: string })[]> {
  return page.evaluate((selector) => {
    const controls = [...document.querySelectorAll(selector)].flatMap((area) => [
      ...area.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]'),
    ]);
    return controls.flatMap((el) => {
      const r = el.getBoundingClientRect();
      const box = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = up.getBoundingClientRect();
        box.left = Math.max(box.left, c.left);
        box.right = Math.min(box.right, c.right);
        box.top = Math.max(box.top, c.top);
        box.bottom = Math.min(box.bottom, c.bottom);
      }
      box.right = Math.min(box.right, document.documentElement.clientWidth);
      box.bottom = Math.min(box.bottom, window.innerHeight);
      box.left = Math.max(box.left, 0);
      box.top = Math.max(box.top, 0);
      if (box.right - box.left < 1 || box.bottom - box.top < 1) return [];
      const name = el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 40) || el.tagName;
      return [{ ...box, name }];
    });
  }, areas);
}

async function boxOf(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return { left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height };
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** Scrolls `page` to `y` and waits for the frame to be drawn there. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((done) => {
        window.scrollTo(0, top);
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
    y,
  );
}

/** The controls of the page and footer that reach under `bar` (by their right edge, at any height). */
async function controlsUnder(page: Page, bar: Locator) {
  const { left } = await boxOf(bar);
  return (await visibleControls(page, 'main, footer'))
    .filter((control) => control.right > left + 0.5)
    .map((control) => `${control.name} ends at ${Math.round(control.right)}, the bar starts at ${left}`);
}

for (const width of [1280, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('nothing on the home page or in a lobby sits under the right bar, folded or open', async ({
      page,
    }) => {
      await page.goto('/');
      const bar = page.getByRole('complementary', { name: 'Quick contact' });
      await expect(bar).toBeVisible();
      const hot = page.getByRole('list', { name: 'Hot games' });
      await hot.scrollIntoViewIfNeeded();
      await expect(hot.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next Hot games' })).toBeVisible();
      expect(await controlsUnder(page, bar)).toEqual([]);

      await bar.getByRole('button', { name: 'Show quick contact' }).click();
      await expect(bar.getByRole('button', { name: 'Hide quick contact' })).toBeVisible();
      await expect(hot.getByRole('listitem').first()).toBeVisible();
      await expect.poll(() => controlsUnder(page, bar)).toEqual([]);

      // The lobby's grid and rows, with the bar open (the choice holds for the session), then folded.
      await page.goto('/rng');
      const grid = page.getByRole('list', { name: 'Games' });
      await expect(grid.getByRole('listitem').first()).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Hide quick contact' })).toBeVisible();
      await expect.poll(() => controlsUnder(page, bar)).toEqual([]);
      await bar.getByRole('button', { name: 'Hide quick contact' }).click();
      await expect(bar.getByRole('button', { name: 'Show quick contact' })).toBeVisible();
      await expect.poll(() => controlsUnder(page, bar)).toEqual([]);
    });
  });
}

test.describe('at 1440 px in Portuguese', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the side menu shows every category name whole', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('hisLang', 'PT'));
    await page.goto('/');
    const menu = page.getByRole('complementary', { name: 'Categorias' });
    await expect(menu.getByRole('link', { name: 'Cassino ao vivo' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Loteria eletrônica' })).toBeVisible();
    const cut = await menu.getByRole('link').evaluateAll((links) =>
      links.flatMap((link) => {
        const menuBox = link.closest('aside')!.getBoundingClientRect();
        return [link, ...link.querySelectorAll('*')]
          .filter(
            (el) =>
              el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > menuBox.right + 0.5,
          )
          .map(() => link.textContent);
      }),
    );
    expect(cut).toEqual([]);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  for (const path of ['/', '/rng']) {
    test(`the right bar's tab covers nothing to press on ${path}`, async ({ page }) => {
      await page.goto(path);
      const tab = page.getByRole('button', { name: 'Show quick contact' });
      await expect(tab).toBeVisible();
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
      // The tab is fixed: it stays where it is while the page scrolls under it (the lobby's first rows).
      const tabBox = await boxOf(tab);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const covered: string[] = [];
      for (let y = 0; y < Math.min(height, 3000); y += 250) {
        await scrollTo(page, y);
        for (const control of await visibleControls(page, 'main, footer')) {
          if (overlaps(control, tabBox)) covered.push(`${control.name} at scroll ${y}`);
        }
      }
      expect(covered).toEqual([]);
    });
  }

  for (const language of ['EN', 'PT'] as const) {
    test(`tab names, game names and winners' games show whole (${language})`, async ({ page }) => {
      await page.addInitScript((lang) => window.localStorage.setItem('hisLang', lang), language);
      await page.goto('/');
      const words =
        language === 'EN'
          ? { games: 'Games for you', hot: 'Hot games', promotions: 'Promotions', wins: 'Biggest wins' }
          : {
              games: 'Jogos para você',
              hot: 'Jogos em alta',
              promotions: 'Promoções',
              wins: 'Maiores ganhos',
            };

      const tabs = page.getByRole('tablist', { name: words.games });
      await tabs.scrollIntoViewIfNeeded();
      await expect(tabs.getByRole('tab')).toHaveCount(3);
      const region = await boxOf(page.getByRole('region', { name: words.games }));
      for (const tab of await tabs.getByRole('tab').all()) {
        const box = await boxOf(tab);
        expect(box.right, `${await tab.textContent()} ends inside its section`).toBeLessThanOrEqual(
          region.right + 0.5,
        );
        expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }

      // The tiles in view: each name wraps whole, none is cut short.
      const hot = page.getByRole('list', { name: words.hot });
      await expect(hot.getByRole('listitem').first()).toBeVisible();
      const names = await hot.getByRole('listitem').evaluateAll((items) =>
        items.slice(0, 4).map((item) => {
          const name = item.querySelector<HTMLElement>('[title]')!;
          return {
            name: name.title,
            whole: name.scrollWidth <= name.clientWidth && name.scrollHeight <= name.clientHeight + 1,
          };
        }),
      );
      expect(names.length).toBe(4);
      expect(names.filter((n) => !n.whole)).toEqual([]);

      // The winners board is drawn as it nears the screen.
      await page.getByRole('region', { name: words.promotions }).scrollIntoViewIfNeeded();
      const wins = page.getByRole('region', { name: words.wins }).getByRole('list');
      // The lists roll on their own (never still): the heading above them is what is scrolled to.
      await page.getByRole('heading', { name: words.wins }).scrollIntoViewIfNeeded();
      await expect(wins.getByRole('button').first()).toBeVisible();
      const cutWins = await wins
        .getByRole('button')
        .evaluateAll((items) =>
          items.flatMap((item) =>
            [...item.querySelectorAll<HTMLElement>('span')]
              .filter((el) => el.scrollWidth > el.clientWidth + 1)
              .map((el) => el.textContent),
          ),
        );
      expect(cutWins).toEqual([]);
    });
  }
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('no element carries an attribute saying "undefined"', async ({ page }) => {
    for (const path of ['/', '/rng', '/promotions']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Quick contact' })).toBeVisible();
      const found = await page.evaluate(() =>
        [...document.querySelectorAll('*')].flatMap((el) =>
          [...el.attributes]
            .filter((attr) => /\bundefined\b/.test(attr.value))
            .map((attr) => `<${el.tagName.toLowerCase()} ${attr.name}="${attr.value}">`),
        ),
      );
      expect(found, path).toEqual([]);
    }
  });

  test('a press on a popup backdrop keeps the focus inside, so Escape still closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Username')).toBeFocused();

    await page.mouse.click(8, 450);
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
