import { act, screen, waitFor, within } from '@testing-library/react';
import { contractOffer } from '@/app/after-paint/contract-offer';
import { useSessionStore } from '@/core';
import { openPopup } from '@/lib/popup-store';
import { findHeader, loginToken, renderApp, setScenario } from '../test-utils';
import { figure } from '../agent-team/team-helpers';

// The contract offer check is the after-paint service these tests rely on (renderApp starts none by itself).
const afterPaint = [contractOffer];

const contractEntries = ['Bonus (dividend)', 'Daily salary', 'Hourly salary', 'Real-time salary'];

/** Logs in (a stored token, as after a reload) and opens the agent centre from the account menu. */
async function openFromAccountMenu(account: string, password: string) {
  sessionStorage.setItem('token', await loginToken(account, password));
  const view = await renderApp('/', { afterPaint });
  const header = await findHeader();
  await view.user.click(await within(header).findByRole('button', { name: /Account menu/ }));
  await view.user.click(await within(header).findByRole('button', { name: 'Agent' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
  return { ...view, dialog };
}

async function menuOf(dialog: HTMLElement) {
  return within(dialog).findByRole('navigation', { name: 'Agent centre menu' });
}

describe('agent centre', () => {
  it('opens for agent01 from the account menu on the team overview, with every entry', async () => {
    const { dialog } = await openFromAccountMenu('agent01', 'Agent#2026');
    const menu = await menuOf(dialog);
    for (const name of contractEntries) {
      expect(await within(menu).findByRole('button', { name })).toBeInTheDocument();
    }
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Announcement',
      'Team overview',
      'Account registration',
      'Team management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Downline transaction details',
      ...contractEntries,
    ]);
    expect(within(menu).getByRole('button', { name: 'Team overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(dialog).getByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
    // The consolidated data is kept as the reference keeps it: the whole answer, and the two menu flags.
    expect(JSON.parse(sessionStorage.getItem('consolidated') ?? '{}')).toMatchObject({
      success: true,
      value: { divtypeinfo: { CONS: { agent: [{ status: 'A' }] } }, divtypereq: 0 },
    });
    expect(sessionStorage.getItem('enableContract')).toBe('true');
    expect(sessionStorage.getItem('enableSalary')).toBe('true');

    // The session ends (a 401): the centre closes and the next account inherits none of these keys.
    act(() => {
      useSessionStore.getState().clear();
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument(),
    );
    for (const key of ['consolidated', 'enableSalary', 'enableContract']) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
  });

  it('lists only the contract kinds the site enables', async () => {
    await setScenario({ flags: { DAILYSAL3: false, HOURSAL3: false } });
    const { dialog } = await openFromAccountMenu('agent01', 'Agent#2026');
    const menu = await menuOf(dialog);
    expect(await within(menu).findByRole('button', { name: 'Real-time salary' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Bonus (dividend)' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Daily salary' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Hourly salary' })).not.toBeInTheDocument();
  });

  it('lists no contract entry and asks for no consolidated data when the agent policy is off', async () => {
    await setScenario({ flags: { AGENTPOLICY3: false } });
    const { dialog } = await openFromAccountMenu('agent01', 'Agent#2026');
    const menu = await menuOf(dialog);
    // The team overview's figures arrive: by then a consolidated answer would have come too.
    expect(await figure(dialog, 'Team size')).toBe('13');
    expect(within(menu).getAllByRole('button')).toHaveLength(8);
    for (const name of contractEntries) expect(within(menu).queryByRole('button', { name })).toBeNull();
    expect(sessionStorage.getItem('consolidated')).toBeNull();
  });

  it('lists the agents’ own announcements, newest first, and moves a link to a page of the site inside the app', async () => {
    const { user, dialog } = await openFromAccountMenu('agent01', 'Agent#2026');
    await user.click(within(await menuOf(dialog)).getByRole('button', { name: 'Announcement' }));
    const list = await within(dialog).findByRole('list', { name: 'Announcements' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      within(items[0]!).getByRole('heading', { name: 'Commission statement for October' }),
    ).toBeInTheDocument();
    // The player's notices are not the agents'.
    expect(within(list).queryByRole('heading', { name: 'Beware of phishing sites' })).toBeNull();
    // The picture stays, decorative where the server gives it no text; its handler is dropped by the sanitizer.
    const picture = within(list).getByRole('presentation');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).not.toHaveAttribute('onerror');
    await user.click(within(list).getByRole('link', { name: 'promotions' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
  });

  it('tells player01 that only agents can log in, with no agent menu', async () => {
    sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
    await renderApp('/', { afterPaint });
    await findHeader();
    act(() => {
      openPopup('agentCentre', {});
    });
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(await within(dialog).findByText('Only agents can log in')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Only agents can log in to the agent area. Please contact your agent.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('consolidated')).toBeNull();
  });

  it('stops a trial account with the real-account notice', async () => {
    const { user } = await renderApp('/', { afterPaint });
    const header = await findHeader();
    await user.click(await within(header).findByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(useSessionStore.getState().identity?.trial).toBe(true));
    act(() => {
      openPopup('agentCentre', {});
    });
    const notice = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(notice).toHaveAccessibleDescription(
      'This is a trial account. Please register a real account to continue.',
    );
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
