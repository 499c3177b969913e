import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { announcementPopup } from '@/app/after-paint/announcement-popup';
import { contractOffer } from '@/app/after-paint/contract-offer';
import { openPopup, openPopupInTurn, usePopupStore } from '@/lib/popup-store';
import { server } from '@mocks/node';
import { findHeader, loginToken, renderApp } from '../test-utils';

vi.setConfig({ testTimeout: 45_000 });
beforeAll(async () => {
  await Promise.all([
    import('@/features/announcements/components/announcement-popup/announcement-popup'),
    import('@/features/announcements/components/announcement-popup/watch-announcement-popup'),
    import('@/features/agent-contracts/contract-popup'),
    import('@/features/agent-contracts/contract-offer-check'),
  ]);
});

const names = () => usePopupStore.getState().stack.map((entry) => entry.name);
const waiting = () => usePopupStore.getState().waiting.map((entry) => entry.name);
const close = (name: string) => usePopupStore.getState().closeByName(name as 'login');

describe('popups that open on their own', () => {
  beforeEach(() => usePopupStore.setState({ stack: [], waiting: [] }));

  it('open at once on a free screen, and one after another', () => {
    openPopupInTurn('announcement', {});
    openPopupInTurn('contract', {});
    expect(names()).toEqual(['announcement']);
    expect(waiting()).toEqual(['contract']);
    close('announcement');
    expect(names()).toEqual(['contract']);
    expect(waiting()).toEqual([]);
  });

  it('wait behind a dialog the person opened, and come once it closes', () => {
    openPopup('login');
    openPopupInTurn('announcement', {});
    expect(names()).toEqual(['login']);
    close('login');
    expect(names()).toEqual(['announcement']);
  });

  it('give way to a dialog the person opens before they are on screen, and come back after it', () => {
    openPopupInTurn('announcement', {});
    openPopup('login');
    expect(names()).toEqual(['login']);
    expect(waiting()).toEqual(['announcement']);
    close('login');
    expect(names()).toEqual(['announcement']);
  });

  it('hold their place once on screen: what they open goes on top of them', () => {
    openPopupInTurn('contract', {});
    const [entry] = usePopupStore.getState().stack;
    usePopupStore.getState().markShown(entry!.id);
    openPopup('confirm', { title: 'Reject the offer?', message: '' });
    expect(names()).toEqual(['contract', 'confirm']);
  });

  it('are dropped when what they had to say is no longer wanted by their turn', () => {
    let wanted = true;
    openPopup('login');
    openPopupInTurn('announcement', {}, () => wanted);
    wanted = false;
    close('login');
    expect(names()).toEqual([]);
  });
});

describe('one dialog at a time on the site', () => {
  it('a visitor who opens Log in before the announcements arrive sees them only once the login closes', async () => {
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
    const { user } = await renderApp('/down', { afterPaint: [announcementPopup] });
    const header = await findHeader();
    await user.click(within(header).getByRole('button', { name: 'Login' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    answer();
    await waitFor(() => expect(usePopupStore.getState().waiting).toHaveLength(1));
    expect(screen.getAllByRole('dialog')).toEqual([login]);

    await user.click(within(login).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('agent02 arriving sees the announcements, then the contract offer, never both at once', async () => {
    sessionStorage.setItem('token', await loginToken('agent02', 'Agent#2026'));
    const { user } = await renderApp('/down', { afterPaint: [announcementPopup, contractOffer] });
    const first = await screen.findByRole('dialog', { name: /Announcements|Contract offers/ });
    const contractFirst = screen.queryByRole('dialog', { name: 'Contract offers' }) === first;
    const second = contractFirst ? 'Announcements' : 'Contract offers';
    // Both have been asked for by now: the second waits for the first.
    await waitFor(() => expect(usePopupStore.getState().waiting).toHaveLength(1));
    expect(screen.getAllByRole('dialog')).toEqual([first]);

    await user.click(within(first).getAllByRole('button', { name: 'Close' })[0]!);
    const next = await screen.findByRole('dialog', { name: second });
    expect(screen.getAllByRole('dialog')).toEqual([next]);
  });
});
