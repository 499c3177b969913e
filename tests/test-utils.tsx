import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { sendLogin } from '@/core/api/login';
import { App } from '@/app/app';
import type { AfterPaintService } from '@/app/after-paint/after-paint-service';
import { bootstrap } from '@/app/bootstrap';
import { wireApiClient } from '@/app/client-wiring';
import { wireGameLaunch } from '@/app/game-launch-wiring';
import { sitePages } from '@/app/site-pages';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { wantSwiperNow } from '@/components/swiper/swiper-gate';
import { env } from '@/config/env';
import { restoreSessionFromUrl, resumeSessionAtStart, storeMerchantCode } from '@/core';
import { initI18n, initialLanguage } from '@/i18n';
import { usePopupStore } from '@/lib/popup-store';

/** jsdom has no layout: scrolling calls would only print "not implemented" errors. */
function stubScrolling() {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
}

let warmedUp: Promise<unknown> | null = null;

/**
 * Pages and popups are lazy chunks that Vitest compiles on first use. Loading the common ones once per test
 * file, before its first render, keeps a busy machine's compile time out of each test's waits (and their
 * late arrival outside act).
 */
function warmUpLazyChunks(): Promise<unknown> {
  warmedUp ??= Promise.all([
    ...sitePages.flatMap(({ chunk }) => (chunk ? [chunk()] : [])),
    import('@/features/auth/components/login-popup/login-popup'),
    import('@/features/register/components/register-popup'),
    // The centres' code (not their strings, which i18n loads once it has started): a file's first opening
    // of the member centre otherwise compiles the centre and its first page inside a test's wait.
    import('@/app/popups/member-centre'),
    import('@/app/popups/agent-centre'),
    import('@/components/confirm-dialog/confirm-dialog'),
    import('@/features/winners/components/winners-board'),
    import('@/features/games/components/home/slot-section'),
    import('@/components/swiped-row/swiper-track'),
    import('@/features/announcements/components/banner-carousel/banner-swiper'),
    // The parts that follow the first paint (decision 015).
    import('@/pages/home-lower-sections'),
    import('@/features/layout/components/site-footer'),
    import('@/features/layout/components/right-bar'),
    import('@/features/auth/components/change-password-popup/change-password-popup'),
    // The strings the popups wait for: compiling their files is the slow part of a first opening (i18n adds
    // them to itself when a popup asks; importing the modules here only compiles them).
    import('@/i18n/parts/forms.en'),
    import('@/i18n/parts/centre.en'),
    import('@/i18n/parts/agent.en'),
    import('@/i18n/parts/mall.en'),
    import('@/i18n/parts/activities.en'),
    import('@/i18n/parts/content.en'),
  ]);
  return warmedUp;
}

/**
 * Renders the real app (providers, status gate, routes, popups) at `route`, with a fresh query client,
 * going through the same start-up as main.tsx: merchant code stored, `?token=` taken from the address.
 *
 * Swiper is wanted from the start, as once a visitor has reached for a carousel: carousels and rows are
 * swiper's from right after their first drawing, instead of being taken over at some moment of a test.
 * `bootstrapped` starts up through main.tsx's bootstrap instead (its calls before the first render).
 * `swiperLater` leaves it to the page (for the tests of that first drawing, in files of their own, since
 * swiper once wanted stays wanted for the rest of a file).
 *
 * Nothing starts after the first paint unless `afterPaint` names it: the announcement popup would cover
 * every page under test, and the live-events socket would dial a server jsdom does not have. The tests of
 * those services pass their rows (src/app/after-paint/).
 */
export async function renderApp(
  route = '/',
  { swiperLater = false, bootstrapped = false, afterPaint = [] as readonly AfterPaintService[] } = {},
) {
  await warmUpLazyChunks();
  if (!swiperLater) wantSwiperNow();
  stubScrolling();
  window.history.replaceState(null, '', route);
  usePopupStore.setState({ stack: [], waiting: [] });
  const queryClient = createQueryClient();
  if (bootstrapped) {
    // main.tsx's own start-up, with the calls it makes before the first render.
    await bootstrap(queryClient, document.createElement('div'));
  } else {
    storeMerchantCode();
    restoreSessionFromUrl();
    wireApiClient(queryClient);
    wireGameLaunch(queryClient);
    await initI18n(initialLanguage(env.VITE_DEFAULT_LANGUAGE));
    await resumeSessionAtStart(queryClient);
  }
  const start = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const user = userEvent.setup();
  const view = render(
    <AppProviders
      queryClient={queryClient}
      router={{ kind: 'memory', initialEntries: [start] }}
      afterPaint={afterPaint}
    >
      <App />
    </AppProviders>,
  );
  return { user, queryClient, ...view };
}

/** Waits for the shell (header) of the normal site to appear. */
export async function findHeader() {
  return screen.findByRole('banner');
}

/** A real token from the mock backend, through the same encrypted login the popup uses. */
export async function loginToken(username: string, password: string): Promise<string> {
  const result = await sendLogin({
    username,
    password,
    captcha: '',
    type: 'username',
    loginDeviceId: 'test-device',
  });
  return result.token;
}

/** Sets a mock scenario (status, flags, failures) through the control API before rendering. */
export async function setScenario(scenario: Record<string, unknown>): Promise<void> {
  const response = await fetch('/__mock/scenario', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(scenario),
  });
  if (!response.ok) throw new Error(`scenario refused: ${await response.text()}`);
}

/** The top-level entries of the main navigation, in order (drop-menu vendor links excluded). */
export function mainNavLabels(name = 'Game categories'): string[] {
  const nav = screen.getByRole('navigation', { name });
  return Array.from(nav.querySelectorAll(':scope > ul > li > a')).map((a) => a.textContent?.trim() ?? '');
}

export async function logInThroughPopup(
  user: ReturnType<typeof userEvent.setup>,
  username: string,
  password: string,
) {
  await user.click(within(await findHeader()).getByRole('button', { name: 'Login' }));
  // The popup is a lazy chunk: the first one in a test file may take a moment to compile.
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await user.type(within(dialog).getByLabelText('Username'), username);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
}
