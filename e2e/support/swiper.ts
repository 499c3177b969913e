import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether swiper has taken `part` over (swiper's element is `part`, around it or inside it). Carousels and
 * rows are drawn without swiper first (decision 013); the tests drive the swiper version.
 */
export function isSwiped(part: Locator): Promise<boolean> {
  return part.evaluate(
    (el) => !!(el.closest('.swiper-initialized') ?? el.querySelector('.swiper-initialized')),
  );
}

/** Brings swiper the way a visitor does, with the pointer over `part`, and waits until it has taken over. */
export async function reachForSwiper(part: Locator) {
  await part.hover();
  await expect.poll(() => isSwiped(part)).toBe(true);
}

/**
 * Lets the page settle, with the clock installed before `goto`, until swiper has taken `part` over by
 * itself (no visitor reaching for it): a few quiet seconds after the page and its first picture are in.
 */
export async function settleUntilSwiped(page: Page, part: Locator) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1000);
        return isSwiped(part);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** A finger swipe across the middle of `part` by `dx` px (negative: towards the next item). */
export async function swipe(page: Page, part: Locator, dx: number) {
  const box = await part.boundingBox();
  if (!box) throw new Error('nothing to swipe: the element is not on screen');
  const y = box.y + box.height / 2;
  const from = box.x + box.width / 2 - dx / 2;
  const client = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    client.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', from);
  for (let step = 1; step <= 8; step += 1) await touch('touchMove', from + (dx * step) / 8);
  await touch('touchEnd', from + dx);
  await client.detach();
}
