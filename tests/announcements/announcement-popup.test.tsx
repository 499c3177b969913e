import { act, screen, waitFor, within } from '@testing-library/react';
import { announcementPopup } from '@/app/after-paint/announcement-popup';
import { http } from 'msw';
import { server } from '@mocks/node';
import { useSessionStore } from '@/core';
import { logInAs } from '../games/games-helpers';
import { findHeader, logInThroughPopup, renderApp } from '../test-utils';

// The popup's watch is the one after-paint service these tests start (renderApp starts none by itself).
const afterPaint = [announcementPopup];

vi.setConfig({ testTimeout: 45_000 });
beforeAll(async () => {
  await Promise.all([
    import('@/features/announcements/components/announcement-popup/announcement-popup'),
    import('@/features/announcements/components/announcement-popup/watch-announcement-popup'),
    import('@/app/popups/member-centre'),
  ]);
});

const findPopup = () => screen.findByRole('dialog', { name: 'Announcements' });
const titlesIn = (popup: HTMLElement) =>
  within(popup)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Records the params every announcements call asks with, as `types|platform|execution`. */
function watchExecutions(): string[] {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('MCSFE_getListAnnouncements'))
      asked.push(['types', 'platform', 'execution'].map((k) => url.searchParams.get(k) ?? '').join('|'));
  });
  return asked;
}

afterEach(() => server.events.removeAllListeners());

describe('announcement popup', () => {
  it('shows a visitor the B popups, 8 a page, with hostile markup made harmless', async () => {
    const asked = watchExecutions();
    const { user } = await renderApp('/down', { afterPaint });
    const popup = await findPopup();
    // The reference's params, no execution: the B popups are chosen here.
    expect(asked).toContain('B,PL,PU,PR,H|W|');
    expect(titlesIn(popup)).toHaveLength(8);
    expect(titlesIn(popup)).toContain('Join us today');
    expect(titlesIn(popup)).not.toContain('Welcome back!');
    // Popup 404 carries an onerror handler: the picture stays, its handler is gone.
    const mirror = within(popup).getByRole('article', { name: 'Mirror sites' });
    expect(mirror.innerHTML).not.toMatch(/onerror/i);
    expect(within(popup).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(popup).getByRole('button', { name: 'Next' }));
    expect(within(popup).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(titlesIn(popup)).toEqual(['Invite your friends', 'Points never expire']);
    expect(within(popup).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('records its closing for the session: the next start-up does not show it again', async () => {
    const view = await renderApp('/down', { afterPaint });
    const popup = await findPopup();
    await view.user.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('announcementPopup.B')).toBe('closed');
    view.unmount();

    const asked = watchExecutions();
    // The public popup's watch, started with it, would ask for a notice of its own: closed too.
    sessionStorage.setItem('announcementPopup.P', 'closed');
    await renderApp('/down', { afterPaint });
    await findHeader();
    // Give the watch time to have asked (it would, were the popup not closed).
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows a member the A popups, and a promotion’s claim opens the Reward centre', async () => {
    await logInAs('player01', 'Player#2026');
    const asked = watchExecutions();
    const { user } = await renderApp('/down', { afterPaint });
    const popup = await findPopup();
    // The same params as a visitor's: the A popups are chosen here.
    expect(asked).toContain('B,PL,PU,PR,H|W|');
    expect(titlesIn(popup)).toEqual(['Welcome back!', 'Security notice']);
    // Popup 402's script and onerror handler are gone.
    const security = within(popup).getByRole('article', { name: 'Security notice' });
    expect(security.innerHTML).not.toMatch(/<script|onerror/i);
    expect(within(security).queryByRole('button', { name: 'Claim promotion' })).not.toBeInTheDocument();

    const claim = within(popup).getByRole('button', { name: 'Claim promotion' });
    expect(claim).toHaveAccessibleDescription('Welcome back!');
    await user.click(claim);
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    const menu = within(centre).getByRole('navigation', { name: 'Member centre menu' });
    expect(within(menu).getByRole('button', { name: /^Reward centre/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('announcementPopup.A')).toBe('closed');
  });

  it('adds the F popups to the A ones at a first login', async () => {
    await logInAs('player01', 'Player#2026');
    sessionStorage.setItem('firstLogin', 'true');
    await renderApp('/down', { afterPaint });
    const popup = await findPopup();
    expect(titlesIn(popup)).toEqual(['Welcome back!', 'Security notice', 'First login gift']);
  });

  it('asks a visitor to log in to claim, then shows the member’s own popups once logged in', async () => {
    const { user } = await renderApp('/down', { afterPaint });
    const popup = await findPopup();
    const join = within(popup).getByRole('article', { name: 'Join us today' });
    await user.click(within(join).getByRole('button', { name: 'Claim promotion' }));
    await screen.findByRole('dialog', { name: 'Log in' });
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('dialog', { name: 'Log in' })).getByRole('button', { name: 'Close' }),
    );
    await logInThroughPopup(user, 'player01', 'Player#2026');
    await waitFor(() => expect(useSessionStore.getState().token).not.toBeNull());
    const member = await findPopup();
    expect(titlesIn(member)).toEqual(['Welcome back!', 'Security notice']);
  });

  it('stays away when there is nothing for the audience', async () => {
    server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', () =>
        Response.json({ success: true, value: { banners: [], player: [], popup: [], promotion: [] } }),
      ),
    );
    await renderApp('/down', { afterPaint });
    await findHeader();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument();
  });
});
