import { waitFor } from '@testing-library/react';
import { bootstrap } from '@/app/bootstrap';
import { createQueryClient } from '@/app/query-client';
import { picturesIn } from '@/lib/first-paint';
import { setScenario } from '../test-utils';

// Decision 044: on a phone, start-up draws the home page's first banner picture into the boot screen.
// The boot screen is index.html's markup, before the app, and the picture in it is decoration hidden from
// assistive technology: there is no role or label to find it by, so it is found by its place in the page.
/* eslint-disable testing-library/no-node-access */

/** #root as index.html serves it: the boot screen's bar, nothing of the app yet. */
function bootScreen(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  const bar = document.createElement('div');
  bar.className = 'boot-bar';
  root.append(bar);
  document.body.append(root);
  return root;
}

function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === '(max-width: 600px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const bannerPreload = () =>
  document.head.querySelector<HTMLLinkElement>('link[rel="preload"][href*="/banner/"]');

/**
 * 'in' when the first screen's pictures are in (what the app's code waits for on a phone: decision 045),
 * 'held' while one is awaited. Settled in the current task: an unheld wait resolves in a microtask, before
 * any timer.
 */
const pictures = () =>
  Promise.race([
    picturesIn().then(() => 'in'),
    new Promise((resolve) => setTimeout(() => resolve('held'), 0)),
  ]);

afterEach(() => {
  // A drawn picture never loads here: it lets go of the first screen before the next test.
  document.querySelectorAll('.boot-banner img').forEach((img) => img.dispatchEvent(new Event('error')));
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
});

describe('the first banner before the app', () => {
  it('is drawn on a phone at the home page, under the bar, as decoration', async () => {
    screenWidth(true);
    const root = bootScreen();
    await bootstrap(createQueryClient(), root);

    await waitFor(() => expect(root.querySelector('.boot-banner img')).not.toBeNull());
    const box = root.querySelector('.boot-banner')!;
    expect(box.previousElementSibling).toHaveClass('boot-bar');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    const picture = box.querySelector('img')!;
    expect(picture.getAttribute('src')).toMatch(/\/banner\/101\.\w+$/);
    expect(picture).toHaveAttribute('alt', '');
    // The picture is downloading already: no second request is announced for it.
    expect(bannerPreload()).toBeNull();
  });

  it('is only preloaded on a wider screen', async () => {
    screenWidth(false);
    const root = bootScreen();
    await bootstrap(createQueryClient(), root);

    await waitFor(() => expect(bannerPreload()?.getAttribute('href')).toMatch(/\/banner\/101\.\w+$/));
    expect(root.querySelector('.boot-banner')).toBeNull();
  });

  it('is not drawn on another page, nor once the app has replaced the boot screen', async () => {
    screenWidth(true);
    window.history.replaceState(null, '', '/promotions');
    const elsewhere = bootScreen();
    await bootstrap(createQueryClient(), elsewhere);
    expect(elsewhere.querySelector('.boot-banner')).toBeNull();

    window.history.replaceState(null, '', '/');
    const rendered = document.createElement('div');
    document.body.append(rendered);
    await bootstrap(createQueryClient(), rendered);
    await waitFor(() => expect(bannerPreload()).not.toBeNull());
    expect(rendered.querySelector('.boot-banner')).toBeNull();
  });

  it('is not drawn for a site in maintenance', async () => {
    await setScenario({ status: 'maintenance' });
    screenWidth(true);
    const root = bootScreen();
    const queryClient = createQueryClient();
    await bootstrap(queryClient, root);
    await waitFor(() => expect(queryClient.getQueryData(['site', 'status'])).toBeDefined());
    expect(root.querySelector('.boot-banner')).toBeNull();
    expect(bannerPreload()).toBeNull();
  });

  it('leaves the backdrop when its picture cannot be loaded', async () => {
    screenWidth(true);
    const root = bootScreen();
    await bootstrap(createQueryClient(), root);
    const picture = await waitFor(() => root.querySelector('.boot-banner img')!);
    picture.dispatchEvent(new Event('error'));
    expect(root.querySelector('.boot-banner')).toBeInTheDocument();
    expect(root.querySelector('.boot-banner img')).toBeNull();
  });

  it('holds the app back on a first visit until its picture is on the glass', async () => {
    screenWidth(true);
    const root = bootScreen();
    await bootstrap(createQueryClient(), root);
    const picture = await waitFor(() => root.querySelector('.boot-banner img')!);
    expect(await pictures()).toBe('held');

    picture.dispatchEvent(new Event('load'));
    await waitFor(async () => expect(await pictures()).toBe('in'));
  });

  it('holds nothing on a wider screen, nor for a returning visitor', async () => {
    screenWidth(false);
    await bootstrap(createQueryClient(), bootScreen());
    await waitFor(() => expect(bannerPreload()).not.toBeNull());
    expect(await pictures()).toBe('in');

    // The last visit's answers are kept: this visit is a returning one, its code most likely cached.
    screenWidth(true);
    document.body.innerHTML = '';
    const root = bootScreen();
    await bootstrap(createQueryClient(), root);
    await waitFor(() => expect(root.querySelector('.boot-banner img')).not.toBeNull());
    expect(await pictures()).toBe('in');
  });
});
