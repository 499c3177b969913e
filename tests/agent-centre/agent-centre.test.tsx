import { screen, within } from '@testing-library/react';
import { loginToken, renderApp, setScenario } from '../test-utils';
import { openPopup } from '@/lib/popup-store';

async function openAgentCentre(account: string, password: string) {
  sessionStorage.setItem('token', await loginToken(account, password));
  const view = await renderApp('/');
  openPopup('agentCentre', {});
  return view;
}

const contractEntries = ['Bonus (dividend)', 'Daily salary', 'Hourly salary', 'Real-time salary'];

describe('agent centre', () => {
  it('lands agent01 on the team overview with every entry, contracts included', async () => {
    await openAgentCentre('agent01', 'Agent#2026');
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    const menu = within(dialog).getByRole('navigation', { name: 'Agent centre menu' });
    for (const name of contractEntries)
      expect(await within(menu).findByRole('button', { name })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Team overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(sessionStorage.getItem('enableContract')).toBe('true');
    expect(sessionStorage.getItem('enableSalary')).toBe('true');
  });

  it('lists only the contract kinds the site enables, and none when the agent policy is off', async () => {
    await setScenario({ flags: { DAILYSAL3: false, HOURSAL3: false } });
    const { unmount } = await openAgentCentre('agent01', 'Agent#2026');
    let menu = within(await screen.findByRole('dialog', { name: 'Agent centre' })).getByRole('navigation');
    expect(await within(menu).findByRole('button', { name: 'Real-time salary' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Bonus (dividend)' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Daily salary' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Hourly salary' })).not.toBeInTheDocument();
    unmount();

    await setScenario({ flags: { DAILYSAL3: true, HOURSAL3: true, AGENTPOLICY3: false } });
    await renderApp('/');
    openPopup('agentCentre', {});
    menu = within(await screen.findByRole('dialog', { name: 'Agent centre' })).getByRole('navigation');
    expect(within(menu).getByRole('button', { name: 'Team management' })).toBeInTheDocument();
    for (const name of contractEntries)
      expect(within(menu).queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('shows the team figures of each period', async () => {
    const { user } = await openAgentCentre('agent01', 'Agent#2026');
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    const term = async (name: string) =>
      (await within(dialog).findByText(name, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await within(dialog).findByText('2026-11-01 to 2026-11-01')).toBeInTheDocument();
    expect(await term('Team size')).toBe('13');
    expect(await term('New members')).toBe('1');
    expect(await term('Valid bets')).toBe('R$ 3,466.00');
    expect(await term('Profit and loss')).toBe('R$ -209.71');

    await user.click(within(dialog).getByRole('tab', { name: 'Yesterday' }));
    expect(await within(dialog).findByText('2026-10-31 to 2026-10-31')).toBeInTheDocument();
    expect(await term('Valid bets')).toBe('R$ 3,331.00');
    expect(await term('Withdrawals')).toBe('R$ 290.00');

    await user.click(within(dialog).getByRole('tab', { name: 'This week' }));
    expect(await within(dialog).findByText('2026-10-26 to 2026-11-01')).toBeInTheDocument();
    expect(await term('Active members')).toBe('13');
    expect(await term('Deposits')).toBe('R$ 4,620.00');
    // The trend: one line per day of the week.
    expect(
      within(within(dialog).getByRole('list', { name: 'Valid bets' })).getAllByRole('listitem'),
    ).toHaveLength(7);
  });

  it('tells player01 that only agents can log in, and asks nothing of the agent calls', async () => {
    await openAgentCentre('player01', 'Player#2026');
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(within(dialog).getByText('Only agents can log in')).toBeInTheDocument();
    expect(within(dialog).getByText(/Please contact your agent/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('refuses a trial account with the real-account notice', async () => {
    await renderApp('/');
    // A trial session: the guard closes the centre and shows in_need_true_account.
    const { useSessionStore } = await import('@/core');
    useSessionStore.setState({
      token: 'trial-token',
      identity: { account: 'trial1', nickname: 'trial1', customerId: '1', isAgent: false, trial: true },
    });
    openPopup('agentCentre', {});
    expect(await screen.findByRole('dialog', { name: /prompt|Notice/i })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument();
  });
});
