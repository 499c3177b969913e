import { firstHomeBannerUrl, preloadFirstHomeBanner } from './preload-banner';
import type { AnnouncementBundle } from '@/api';
import { PHONE_LAYOUT } from '@/config/layout';
import { afterNextPaint } from '@/lib/first-paint';

/** The boot screen's bar while it is still in `root` (the app's first render replaces it). */
const bootBarIn = (root: HTMLElement) => root.querySelector(':scope > .boot-bar');
const onPhone = () => Boolean(window.matchMedia?.(PHONE_LAYOUT).matches);

/** Whether start-up draws the first banner into `root` (a phone, with the boot screen still in place). */
export function drawsFirstHomeBanner(root: HTMLElement): boolean {
  return Boolean(bootBarIn(root)) && onPhone();
}

/**
 * The home page's first banner picture, as soon as start-up has the announcements and the image hosts
 * (decision 044). On a phone it is drawn into the boot screen (index.html's bar, `.boot-banner` there), at
 * the place and size the app will draw it, so the page's largest picture is on the glass while the app's
 * code is still being evaluated; the app's first render replaces the boot screen with the real banner (the
 * same picture, from the cache). Elsewhere, and once the app has rendered, it is only preloaded. Like the
 * bar, the drawing is decoration: hidden from assistive technology, not a link. Settles once the drawn
 * picture has been painted or has failed (at once when nothing was drawn).
 */
export function showFirstHomeBanner(
  root: HTMLElement,
  bundle: AnnouncementBundle | undefined,
  hosts: readonly string[],
): Promise<void> {
  const src = firstHomeBannerUrl(bundle, hosts);
  const bootBar = bootBarIn(root);
  if (!src || !bootBar || !onPhone()) {
    preloadFirstHomeBanner(bundle, hosts);
    return Promise.resolve();
  }
  const box = document.createElement('div');
  box.className = 'boot-banner';
  box.setAttribute('aria-hidden', 'true');
  const picture = document.createElement('img');
  picture.alt = '';
  picture.fetchPriority = 'high';
  const painted = new Promise<void>((resolve) => {
    picture.onload = () => afterNextPaint(resolve);
    // A picture that cannot be loaded leaves the box's own backdrop, not a broken-image icon.
    picture.onerror = () => {
      picture.remove();
      resolve();
    };
  });
  picture.src = src;
  box.append(picture);
  bootBar.after(box);
  return painted;
}
