import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@mocks/node';
import { ok } from '@mocks/protocol/envelope';
import { announcements, type AnnouncementBundle } from '@mocks/domains/announcements/announcements';
import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import { loginToken, renderApp, setScenario } from '../test-utils';

const HOME_BANNERS = [
  'Welcome Bonus 100%',
  'New Slots Every Week',
  'Play the Featured Game',
  'Responsible Gaming',
  'Live Casino Nights',
  'Unsafe Link Test',
];

/** Answers the announcements call with the seed, changed by `edit`. */
function serveAnnouncements(edit: (seed: AnnouncementBundle) => AnnouncementBundle) {
  server.use(
    http.get('*/wps/relay/MCSFE_getListAnnouncements', () => ok(edit(structuredClone(announcements())))),
  );
}

// Each test may wait for a lazy chunk or two to compile.
vi.setConfig({ testTimeout: 45_000 });

// Pages and popups are lazy chunks that Vitest compiles on first use: on a busy machine that takes a while,
// so the ones these tests open are compiled up front, outside the tests' waits.
beforeAll(async () => {
  await Promise.all([
    import('@/pages/home-page'),
    import('@/features/announcements/components/notice-popup/notice-popup'),
  ]);
});
const findBanner = () => screen.findByRole('region', { name: 'Featured offers' });
const dot = (banner: HTMLElement, n: number) =>
  within(banner).getByRole('button', { name: `Go to slide ${n}` });
type User = Awaited<ReturnType<typeof renderApp>>['user'];

/**
 * The banner once swiper has taken it over. Its first picture comes without swiper (decision 013); a
 * pointer over the banner brings swiper, which draws every banner (only the first is drawn before).
 */
async function swiperBanner(user: User) {
  const banner = await findBanner();
  await user.hover(banner);
  expect(await within(banner).findByAltText('Live Casino Nights', {})).toBeInTheDocument();
  await user.unhover(banner);
  return banner;
}

/**
 * Waits for banner `n` to be the one shown: its dot current, and the banner itself reachable. Swiper marks
 * the dot as the slide starts; the banner opens to assistive technology once React has drawn it.
 */
async function shown(banner: HTMLElement, n: number) {
  await waitFor(() => expect(dot(banner, n)).toHaveAttribute('aria-current', 'true'));
  await within(banner).findByRole('group', { name: `${n} of ${HOME_BANNERS.length}` });
}

/** Presses pagination button `n` and waits for its banner to be the one shown. */
async function showSlide(user: User, banner: HTMLElement, n: number) {
  await user.click(dot(banner, n));
  await shown(banner, n);
}

describe('home banner carousel', () => {
  it('shows the w_home banners only, one pagination button each, the first current', async () => {
    const { user } = await renderApp('/');
    const banner = await swiperBanner(user);
    for (let n = 1; n <= HOME_BANNERS.length; n++) expect(dot(banner, n)).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Go to slide 7' })).not.toBeInTheDocument();
    expect(dot(banner, 1)).toHaveAttribute('aria-current', 'true');
    expect(dot(banner, 2)).not.toHaveAttribute('aria-current');
    // Every w_home picture is there; the login and register banners are not.
    for (const title of HOME_BANNERS) expect(within(banner).getByAltText(title)).toBeInTheDocument();
    expect(within(banner).queryByAltText('Log in and Win')).not.toBeInTheDocument();
    expect(within(banner).queryByAltText('Join Today, Get R$ 500')).not.toBeInTheDocument();
    // Only the banner on screen can be reached; the first picture is fetched at once and first.
    expect(
      within(banner)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Welcome Bonus 100%']);
    const first = within(banner).getByRole('img', { name: 'Welcome Bonus 100%' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first.getAttribute('src')).toMatch(/^http:\/\/.+\/banner\/101\.svg$/);
  });

  it('follows a PROMOTION banner to /promotions#<id>', async () => {
    const { user } = await renderApp('/');
    const banner = await swiperBanner(user);
    const link = within(banner).getByRole('link', { name: 'Welcome Bonus 100%' });
    expect(link).toHaveAttribute('href', '/promotions#501');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Promotions', level: 1 })).toBeInTheDocument();
  });

  it('links INTERNAL banners in the app and EXTERNAL ones in a new tab; NONE is a picture only', async () => {
    const { user } = await renderApp('/');
    const banner = await swiperBanner(user);

    await showSlide(user, banner, 2);
    expect(within(banner).getByRole('link', { name: 'New Slots Every Week' })).toHaveAttribute(
      'href',
      '/rng',
    );
    // The banner that slid away cannot be reached any more.
    expect(within(banner).queryByRole('link', { name: 'Welcome Bonus 100%' })).not.toBeInTheDocument();

    await showSlide(user, banner, 4);
    const external = within(banner).getByRole('link', { name: 'Responsible Gaming (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://www.begambleaware.org/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await showSlide(user, banner, 5);
    expect(within(banner).getByRole('img', { name: 'Live Casino Nights' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: /Live Casino Nights/ })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /Live Casino Nights/ })).not.toBeInTheDocument();
  });

  it('keeps a tricked INTERNAL link and a picture from a foreign host off the banner', async () => {
    serveAnnouncements((seed) => {
      const slots = seed.banners.find((b) => b.title === 'New Slots Every Week')!;
      // Reads as a path, but the browser drops the tab: it is //evil.example/.
      slots.linkageUrl = '/\t/evil.example/';
      const welcome = seed.banners.find((b) => b.title === 'Welcome Bonus 100%')!;
      welcome.url = 'https://evil.example/pixel.png';
      return seed;
    });
    const { user } = await renderApp('/');
    const banner = await swiperBanner(user);
    // No picture from the foreign host: the slide shows its title instead, and still leads to its promotion.
    expect(within(banner).queryByRole('img', { name: 'Welcome Bonus 100%' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Welcome Bonus 100%' })).toHaveAttribute(
      'href',
      '/promotions#501',
    );
    await showSlide(user, banner, 2);
    expect(within(banner).getByRole('img', { name: 'New Slots Every Week' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: /New Slots Every Week/ })).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('evil.example');
  });

  it('follows an INTERNAL banner with a query and a hash inside the app', async () => {
    serveAnnouncements((seed) => {
      seed.banners.find((b) => b.title === 'New Slots Every Week')!.linkageUrl = '/rng?vassalage=PG#top';
      return seed;
    });
    const { user } = await renderApp('/');
    const banner = await swiperBanner(user);
    await showSlide(user, banner, 2);
    const link = within(banner).getByRole('link', { name: 'New Slots Every Week' });
    expect(link).toHaveAttribute('href', '/rng?vassalage=PG#top');
    await user.click(link);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /Welcome to/ })).not.toBeInTheDocument(),
    );
  });

  it('moves with its arrows', async () => {
    const { user } = await renderApp('/');
    const banner = await swiperBanner(user);
    await user.click(within(banner).getByRole('button', { name: 'Next slide' }));
    await shown(banner, 2);
    expect(within(banner).getByRole('link', { name: 'New Slots Every Week' })).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Previous slide' }));
    await shown(banner, 1);
    expect(within(banner).getByRole('link', { name: 'Welcome Bonus 100%' })).toBeInTheDocument();
  });

  it('starts the game of a GAME banner inside the click', async () => {
    sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
    const replace = vi.fn();
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValue({ closed: false, location: { replace } } as unknown as Window);
    const { user } = await renderApp('/');
    const banner = await swiperBanner(user);
    await showSlide(user, banner, 3);
    await user.click(within(banner).getByRole('button', { name: 'Play the Featured Game' }));
    // The tab opens at once (popup blockers), then gets the launch address of the banner's game.
    const nodeId = gameCatalogue().games[0]!.nodeId;
    expect(open).toHaveBeenCalledWith('', `game-${nodeId}`);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(expect.stringContaining(`nodeId=${nodeId}`)));
  });

  it('refuses to follow the javascript: banner', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderApp('/');
    const banner = await swiperBanner(user);
    await showSlide(user, banner, 6);
    const picture = within(banner).getByRole('img', { name: 'Unsafe Link Test' });
    expect(within(banner).queryByRole('link', { name: /Unsafe Link Test/ })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /Unsafe Link Test/ })).not.toBeInTheDocument();
    await user.click(picture);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: /Welcome to/, level: 1 })).toBeInTheDocument();
    expect(banner.innerHTML).not.toContain('javascript:');
  });

  it('autoplays every 5 s, keeps going after a click, stops while paused or in a background tab', async () => {
    // In jsdom nothing slides (no layout, no transition end), so swiper's autoplay makes one move per
    // start, and cannot loop (the e2e tests see it loop); each step below starts it afresh (the pointer
    // leaving, the play control).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = await renderApp('/');
      const banner = await swiperBanner(user);
      const advance = async (ms: number) => {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(ms);
        });
      };

      await advance(4000);
      expect(dot(banner, 1)).toHaveAttribute('aria-current', 'true');
      await advance(1500);
      expect(dot(banner, 2)).toHaveAttribute('aria-current', 'true');

      // A click on a dot is an interaction: autoplay carries on from there once the pointer leaves.
      await user.click(dot(banner, 3));
      await user.unhover(banner);
      expect(dot(banner, 3)).toHaveAttribute('aria-current', 'true');
      await advance(5500);
      expect(dot(banner, 4)).toHaveAttribute('aria-current', 'true');

      // Paused, it stays even with the pointer gone.
      await user.click(within(banner).getByRole('button', { name: 'Pause slideshow' }));
      await user.unhover(banner);
      expect(within(banner).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      await advance(20_000);
      expect(dot(banner, 4)).toHaveAttribute('aria-current', 'true');

      // Nobody watches a background tab: it waits there, and goes on when the tab is back.
      await user.click(within(banner).getByRole('button', { name: 'Play slideshow' }));
      await user.unhover(banner);
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await advance(12_000);
      expect(dot(banner, 4)).toHaveAttribute('aria-current', 'true');
      visibility.mockReturnValue('visible');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await advance(5500);
      expect(dot(banner, 5)).toHaveAttribute('aria-current', 'true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds still under the pointer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = await renderApp('/');
      const banner = await swiperBanner(user);
      await user.hover(banner);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(12_000);
      });
      expect(dot(banner, 1)).toHaveAttribute('aria-current', 'true');
      await user.unhover(banner);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5500);
      });
      expect(dot(banner, 2)).toHaveAttribute('aria-current', 'true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not autoplay or paginate a single banner', async () => {
    serveAnnouncements((seed) => ({ ...seed, banners: seed.banners.filter((b) => b.bannerId === 102) }));
    await renderApp('/');
    const banner = await findBanner();
    expect(within(banner).getByRole('link', { name: 'New Slots Every Week' })).toBeInTheDocument();
    expect(
      within(banner).queryByRole('button', { name: /Go to slide|Pause slideshow|Next slide/ }),
    ).not.toBeInTheDocument();
  });

  it('shows a fallback without banners and a retry when the call fails', async () => {
    serveAnnouncements((seed) => ({
      ...seed,
      banners: seed.banners.filter((b) => b.groupName !== 'w_home'),
    }));
    await renderApp('/');
    expect(await screen.findByText('Your table is ready', {})).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured offers' })).not.toBeInTheDocument();
  });

  it('recovers from a failed call with the retry button', async () => {
    await setScenario({
      failures: [{ path: '/wps/relay/MCSFE_getListAnnouncements', status: 503, times: 2 }],
    });
    const { user } = await renderApp('/');
    expect(await screen.findByText('Offers could not be loaded.', {})).toBeInTheDocument();
    expect(await screen.findByText('Promotions could not be loaded.', {})).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await findBanner()).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Scheduled maintenance on Nov 5' })).toBeInTheDocument();
  });
});

describe('notice marquee and popup', () => {
  it('lists the notice titles with a pause control', async () => {
    const { user } = await renderApp('/');
    const marquee = await screen.findByRole('region', { name: 'Latest news' });
    for (const title of ['Scheduled maintenance on Nov 5', 'Weekend leaderboard results']) {
      expect(await within(marquee).findByRole('button', { name: title })).toBeInTheDocument();
    }
    await user.click(within(marquee).getByRole('button', { name: 'Pause notices' }));
    expect(within(marquee).getByRole('button', { name: 'Play notices' })).toBeInTheDocument();
  });

  it('opens the popup at the clicked notice, expanded and scrolled to, with sanitized content', async () => {
    // The seed's hostile popup HTML (a script, onerror handlers) put into the third notice, plus unsafe links.
    serveAnnouncements((seed) => {
      const hostile = seed.popup.map((p) => p.content).join('');
      seed.player[2]!.content =
        `${hostile}<p><a href="javascript:alert(1)">bad link</a> <a href="/rng">slots lobby</a> ` +
        `<a href="https://example.com/terms">terms</a> <a href="//evil.example/x">sneaky</a></p>`;
      return seed;
    });
    const { user } = await renderApp('/');
    const marquee = await screen.findByRole('region', { name: 'Latest news' });
    await user.click(await within(marquee).findByRole('button', { name: 'Deposit by PIX is instant' }));

    const dialog = await screen.findByRole('dialog', { name: 'Notices' });
    const toggle = within(dialog).getByRole('button', { name: /Deposit by PIX is instant/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: /Scheduled maintenance/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(dialog).getByText(/Posted 2026-10-28/)).toBeInTheDocument();
    const scrolled = vi.mocked(Element.prototype.scrollIntoView).mock.contexts as Element[];
    expect(scrolled.some((el) => el.textContent?.includes('Deposit by PIX is instant'))).toBe(true);

    expect(within(dialog).getByText('Never share your password.')).toBeInTheDocument();
    expect(dialog.innerHTML).not.toMatch(/<script|onerror|javascript:|evil\.example/i);
    expect(within(dialog).getByText('bad link')).not.toHaveAttribute('href');
    expect(within(dialog).queryByRole('link', { name: 'sneaky' })).not.toBeInTheDocument();
    const terms = within(dialog).getByRole('link', { name: 'terms' });
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');

    // Another notice expands on demand; a link to a page of the site closes the popup and goes there.
    await user.click(within(dialog).getByRole('button', { name: /Scheduled maintenance/ }));
    expect(within(dialog).getByText(/Our platform will be upgraded/)).toBeVisible();
    await user.click(within(dialog).getByRole('link', { name: 'slots lobby' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The slots lobby replaces the home page (an in-app move: the same document, no reload).
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /Welcome to/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Featured offers' })).not.toBeInTheDocument();
  });
});

describe('notice links and pictures', () => {
  it('drops links that only look like pages of the site, and pictures from foreign hosts', async () => {
    serveAnnouncements((seed) => {
      seed.player[0]!.content =
        '<p><a href="/\t/evil.example/a">tab trick</a> <a href="/\n/evil.example/b">line trick</a> ' +
        '<a href="\\\\evil.example/c">backslash trick</a> <a href="/rng?vassalage=PG#top">PG slots</a></p>' +
        `<p><img alt="tracker" src="https://evil.example/pixel.png">` +
        `<img alt="our picture" src="${window.location.origin}/__cdn/promo/501.svg"></p>`;
      return seed;
    });
    const { user } = await renderApp('/');
    const marquee = await screen.findByRole('region', { name: 'Latest news' });
    await user.click(await within(marquee).findByRole('button', { name: 'Scheduled maintenance on Nov 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notices' });

    for (const trick of ['tab trick', 'line trick', 'backslash trick']) {
      expect(within(dialog).getByText(trick)).not.toHaveAttribute('href');
    }
    expect(within(dialog).getByRole('img', { name: 'tracker' })).not.toHaveAttribute('src');
    // The site's own picture, written as the path the browser will load.
    expect(within(dialog).getByRole('img', { name: 'our picture' })).toHaveAttribute(
      'src',
      '/__cdn/promo/501.svg',
    );
    expect(dialog.innerHTML).not.toContain('evil.example');
    // A clicked trick stays where it is, without an error.
    await user.click(within(dialog).getByText('tab trick'));
    expect(within(dialog).getByRole('button', { name: /Scheduled maintenance/ })).toBeInTheDocument();

    // A page of the site opens inside the app with its query and hash.
    const slots = within(dialog).getByRole('link', { name: 'PG slots' });
    expect(slots).toHaveAttribute('href', '/rng?vassalage=PG#top');
    await user.click(slots);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /Welcome to/ })).not.toBeInTheDocument(),
    );
  });
});

describe('promotions carousel', () => {
  const findPromotions = () => screen.findByRole('region', { name: 'Promotions' });

  it('shows each promotion with its image and a More link to /promotions#<id>', async () => {
    const { user } = await renderApp('/');
    const promotions = await findPromotions();
    expect(screen.getByRole('heading', { name: 'Promotions', level: 2 })).toBeInTheDocument();
    const more = await within(promotions).findByRole('link', {
      name: 'More: Welcome Bonus 100% up to R$ 500',
    });
    expect(more).toHaveAttribute('href', '/promotions#501');
    expect(more).toHaveTextContent('More');
    await user.click(more);
    expect(await screen.findByRole('heading', { name: 'Promotions', level: 1 })).toBeInTheDocument();
  });

  it('has arrows with more than 3 promotions, at the start of the row', async () => {
    await renderApp('/');
    const promotions = await findPromotions();
    // Sliding needs layout: the e2e tests press them. Here: they are there, and the row starts at its start.
    expect(await within(promotions).findByRole('button', { name: 'Previous slide' })).toBeDisabled();
    expect(within(promotions).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(promotions).getAllByRole('listitem')).toHaveLength(announcements().promotion.length);
  });

  it('has no arrows with 3 promotions or fewer', async () => {
    serveAnnouncements((seed) => ({ ...seed, promotion: seed.promotion.slice(0, 3) }));
    await renderApp('/');
    const promotions = await findPromotions();
    expect(await within(promotions).findByRole('link', { name: /More: Welcome Bonus/ })).toBeInTheDocument();
    expect(
      within(promotions).queryByRole('button', { name: /Previous slide|Next slide/ }),
    ).not.toBeInTheDocument();
  });

  it('starts the banner paused for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = await renderApp('/');
      const banner = await swiperBanner(user);
      expect(within(banner).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(12_000);
      });
      expect(dot(banner, 1)).toHaveAttribute('aria-current', 'true');
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('says so when there are no promotions', async () => {
    serveAnnouncements((seed) => ({ ...seed, promotion: [] }));
    await renderApp('/');
    expect(await screen.findByText('No promotions at the moment. Check back soon.', {})).toBeInTheDocument();
  });
});
