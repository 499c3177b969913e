import { within } from '@testing-library/react';
import { figure, openAgentPage } from './team-helpers';

describe('team overview', () => {
  it('shows the team figures of each period, with the period trend', async () => {
    const { user, dialog } = await openAgentPage('agentTeamOverview');
    // The page is its own chunk, which the first test of a file loads (it came with the tests before it when
    // it lived in the agent centre's file).
    expect(await within(dialog).findByRole('tab', { name: 'Today' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await within(dialog).findByText('2026-11-01 to 2026-11-01')).toBeInTheDocument();
    expect(await figure(dialog, 'Team size')).toBe('13');
    expect(await figure(dialog, 'New members')).toBe('1');
    expect(await figure(dialog, 'Active members')).toBe('8');
    expect(await figure(dialog, 'First deposits')).toBe('1');
    expect(await figure(dialog, 'Deposits')).toBe('R$ 1,760.00');
    expect(await figure(dialog, 'Withdrawals')).toBe('R$ 810.00');
    expect(await figure(dialog, 'Valid bets')).toBe('R$ 3,466.00');
    expect(await figure(dialog, 'Profit and loss')).toBe('R$ -209.71');

    await user.click(within(dialog).getByRole('tab', { name: 'Yesterday' }));
    expect(await within(dialog).findByText('2026-10-31 to 2026-10-31')).toBeInTheDocument();
    expect(await figure(dialog, 'Valid bets')).toBe('R$ 3,331.00');
    expect(await figure(dialog, 'Withdrawals')).toBe('R$ 290.00');
    expect(await figure(dialog, 'New members')).toBe('0');

    await user.click(within(dialog).getByRole('tab', { name: 'This week' }));
    expect(await within(dialog).findByText('2026-10-26 to 2026-11-01')).toBeInTheDocument();
    expect(await figure(dialog, 'Active members')).toBe('13');
    expect(await figure(dialog, 'Deposits')).toBe('R$ 4,870.00');
    expect(await figure(dialog, 'Profit and loss')).toBe('R$ -444.71');
    // The trend: one line per day of the week, each saying its day and value.
    const bets = within(dialog).getByRole('list', { name: 'Valid bets' });
    const days = within(bets).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[6]).toHaveTextContent('2026-11-01R$ 3,466.00');
    await user.selectOptions(within(dialog).getByLabelText('Trend figure'), 'Withdrawals');
    expect(
      within(within(dialog).getByRole('list', { name: 'Withdrawals' })).getAllByRole('listitem')[5],
    ).toHaveTextContent('2026-10-31R$ 290.00');

    // The seed day is the 1st: this month is today.
    await user.click(within(dialog).getByRole('tab', { name: 'This month' }));
    expect(await within(dialog).findByText('2026-11-01 to 2026-11-01')).toBeInTheDocument();
    expect(await figure(dialog, 'Valid bets')).toBe('R$ 3,466.00');
  });
});
