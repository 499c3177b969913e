import { act, screen, waitFor, within } from '@testing-library/react';
import { announcementPopup } from '@/app/after-paint/announcement-popup';
import { delay, http } from 'msw';
import { usePopupStore } from '@/lib/popup-store';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { findHeader, renderApp, setScenario } from '../test-utils';

// The announcements' popup watches (the announcement popup's and the public popup's) are the one
// after-paint service these tests start; the announcement popup is closed, so the public one is alone.
const afterPaint = [announcementPopup];
const NOTICE = 'Planned maintenance on Nov 8';

vi.setConfig({ testTimeout: 45_000 });
beforeAll(async () => {
  await Promise.all([
    import('@/features/announcements/components/public-popup/public-popup'),
    import('@/features/announcements/components/popup-watches'),
  ]);
});

/** Counts the announcement calls. */
function countAnnouncementCalls() {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('MCSFE_getListAnnouncements')) seen.count += 1;
  });
  return seen;
}

beforeEach(() => {
  for (const audience of ['A', 'B', 'F']) sessionStorage.setItem(`announcementPopup.${audience}`, 'closed');
});
afterEach(() => server.events.removeAllListeners());

describe('the public popup', () => {
  it('shows the public notice to a visitor once per session, its markup made harmless', async () => {
    await setScenario({ publicNotice: true });
    const view = await renderApp('/down', { afterPaint });
    const dialog = await screen.findByRole('dialog', { name: NOTICE });
    expect(dialog).toHaveTextContent('The site will be down for an upgrade on Nov 8, 02:00-04:00 (BRT).');
    expect(dialog.innerHTML).not.toMatch(/onerror/i);
    expect(within(dialog).getByText('Nov 8, 02:00-04:00 (BRT)').tagName).toBe('STRONG');
    // Only the P notice: none of the visitor's announcement popups (B) come with it.
    expect(dialog).not.toHaveTextContent('Join us today');

    await view.user.click(within(dialog).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('announcementPopup.P')).toBe('closed');
    view.unmount();

    // The next start-up in the same session does not even ask.
    const calls = countAnnouncementCalls();
    await renderApp('/down', { afterPaint });
    await findHeader();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('waits behind the login dialog, and comes once it closes', async () => {
    await setScenario({ publicNotice: true });
    // The announcements answer late, after the visitor has already asked to log in.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', async () => {
        await answered;
        await delay(0);
        return undefined;
      }),
    );
    const { user } = await renderApp('/down', { afterPaint });
    await user.click(within(await findHeader()).getByRole('button', { name: 'Login' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    answer();
    await waitFor(() => expect(usePopupStore.getState().waiting.map((p) => p.name)).toEqual(['publicPopup']));
    expect(screen.getAllByRole('dialog')).toEqual([login]);

    await user.click(within(login).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: NOTICE })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('is the same notice for a member, in Portuguese when chosen', async () => {
    localStorage.setItem('hisLang', 'PT');
    await logInAs();
    await setScenario({ publicNotice: true });
    const { user } = await renderApp('/down', { afterPaint });
    const dialog = await screen.findByRole('dialog', { name: NOTICE });
    await user.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows nothing when the announcements carry no public notice', async () => {
    const calls = countAnnouncementCalls();
    await renderApp('/down', { afterPaint });
    await findHeader();
    await waitFor(() => expect(calls.count).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(usePopupStore.getState().waiting).toEqual([]);
    expect(sessionStorage.getItem('announcementPopup.P')).toBeNull();
  });
});
