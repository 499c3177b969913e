import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { findHeader, renderApp } from '../test-utils';
import { logInAs, logInAsTrial } from '../games/games-helpers';

function countCalls(name: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(name)) seen.count += 1;
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

async function currentPoints() {
  const summary = await screen.findByRole('region', { name: 'Your points' });
  return within(summary).getByText('Current points').nextElementSibling;
}

/** Opens the redeem dialog of the Team Jersey (2,000 points) and fills it in. */
async function openJersey(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Redeem Team Jersey' }));
  const dialog = await screen.findByRole('dialog', { name: 'Redeem Team Jersey' });
  await user.type(within(dialog).getByLabelText(/Receiving address/), 'Rua Augusta 100, São Paulo');
  await user.type(within(dialog).getByLabelText(/Mobile number/), '11987654321');
  return dialog;
}

describe('the Points Mall', () => {
  it('shows the points, the ratio, that they never expire, the catalogue and the rules', async () => {
    await logInAs();
    await renderApp('/pointMall');
    await waitFor(async () => expect(await currentPoints()).toHaveTextContent('2,450'));
    expect(screen.getByText('100 points = R$ 1.00')).toBeInTheDocument();
    expect(screen.getAllByText('Points never expire.').length).toBeGreaterThan(0);
    const catalogue = screen.getByRole('region', { name: 'Rewards catalogue' });
    const jersey = within(catalogue).getByRole('listitem', { name: 'Team Jersey' });
    expect(within(jersey).getByText('2,000')).toBeInTheDocument();
    expect(within(jersey).getByText('Shipped within 15 days.')).toBeInTheDocument();
    const rules = await screen.findByRole('region', { name: 'Points rules' });
    expect(await within(rules).findByText(/Earn 1 point for every R\$ 10/)).toBeInTheDocument();
  });

  it("filters the catalogue by the mall's tabs, All first", async () => {
    const { user } = await renderApp('/pointMall');
    const catalogue = await screen.findByRole('region', { name: 'Rewards catalogue' });
    const tabs = await within(catalogue).findByRole('group', { name: 'Reward types' });
    expect(within(tabs).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(catalogue).getAllByRole('listitem')).toHaveLength(4);

    await user.click(within(tabs).getByRole('button', { name: 'Gift redemption' }));
    await waitFor(() =>
      expect(
        within(catalogue)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Team Jersey'), expect.stringContaining('Wireless Earbuds')]),
    );
    expect(within(tabs).getByRole('button', { name: 'Gift redemption' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(catalogue).queryByRole('listitem', { name: 'R$ 10 Bonus' })).not.toBeInTheDocument();

    await user.click(within(tabs).getByRole('button', { name: 'Home services' }));
    expect(await within(catalogue).findByText('No rewards to redeem right now.')).toBeInTheDocument();
  });

  it('asks for every field, keeps them on a wrong password, then redeems and lowers the points', async () => {
    await logInAs();
    const { user } = await renderApp('/pointMall');
    await user.click(await screen.findByRole('button', { name: 'Redeem Team Jersey' }));
    let dialog = await screen.findByRole('dialog', { name: 'Redeem Team Jersey' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Withdraw password/)).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    expect(within(dialog).getByLabelText(/Receiving address/)).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    dialog = await openJersey(user);
    const password = within(dialog).getByLabelText(/Withdraw password/);
    await user.type(password, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The withdraw password is incorrect.'));
    expect(within(dialog).getByLabelText(/Receiving address/)).toHaveValue('Rua Augusta 100, São Paulo');
    expect(within(dialog).getByLabelText(/Mobile number/)).toHaveValue('11987654321');
    expect(within(dialog).getByLabelText(/Quantity/)).toHaveValue('1');
    expect(password).toHaveValue('654321');

    await user.clear(password);
    await user.type(password, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByText(/PR2026\d{6}/)).toBeInTheDocument();
    await waitFor(async () => expect(await currentPoints()).toHaveTextContent(/^450$/));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const history = screen.getByRole('region', { name: 'Redeem history' });
    await waitFor(() => expect(within(history).getAllByText('In process').length).toBeGreaterThan(0));
  });

  it('sends one redemption however fast Confirm is clicked', async () => {
    await logInAs();
    const redeems = countCalls('MCS2_redeemPointReward');
    const { user } = await renderApp('/pointMall');
    const dialog = await openJersey(user);
    await user.type(within(dialog).getByLabelText(/Withdraw password/), '123456');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm redemption' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(confirm);
    expect(await within(dialog).findByText(/PR2026\d{6}/)).toBeInTheDocument();
    expect(redeems.count).toBe(1);
    await waitFor(async () => expect(await currentPoints()).toHaveTextContent(/^450$/));
  });

  it('converts points to cash, showing the value first, and the wallet rises', async () => {
    await logInAs();
    const { user } = await renderApp('/pointMall');
    const header = await findHeader();
    await waitFor(() => expect(header).toHaveTextContent('12,345.67'));
    const convert = await screen.findByRole('region', { name: 'Convert points to cash' });
    expect(within(convert).getByRole('table', { name: 'Exchange rates' })).toBeInTheDocument();
    await user.type(within(convert).getByLabelText(/Points to convert/), '1000');
    expect(within(convert).getByText('Cash value: R$ 10.00')).toBeInTheDocument();
    await user.type(within(convert).getByLabelText(/Withdraw password/), '123456');
    await user.click(within(convert).getByRole('button', { name: 'Continue' }));
    expect(within(convert).getByText('Convert 1,000 points into R$ 10.00?')).toBeInTheDocument();
    await user.click(within(convert).getByRole('button', { name: 'Confirm conversion' }));
    expect(await within(convert).findByText('Done: R$ 10.00 was added to your wallet.')).toBeInTheDocument();
    await waitFor(() => expect(header).toHaveTextContent('12,355.67'));
    await waitFor(async () => expect(await currentPoints()).toHaveTextContent(/^1,450$/));
  });

  it('asks a guest to log in to redeem, with the login popup', async () => {
    const { user } = await renderApp('/pointMall');
    await user.click(await screen.findByRole('button', { name: 'Log in to redeem' }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeInTheDocument();
  });

  it('shows a guest the catalogue and the rules, and a Redeem asks them to log in', async () => {
    const balance = countCalls('MCS2_getPointBalance');
    const { user } = await renderApp('/pointMall');
    const catalogue = await screen.findByRole('region', { name: 'Rewards catalogue' });
    const jersey = await within(catalogue).findByRole('listitem', { name: 'Team Jersey' });
    expect(within(jersey).getByText('2,000')).toBeInTheDocument();
    const rules = await screen.findByRole('region', { name: 'Points rules' });
    expect(await within(rules).findByText(/Earn 1 point for every R\$ 10/)).toBeInTheDocument();
    // A guest has no points of their own to show or ask for.
    expect(screen.queryByRole('region', { name: 'Your points' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Points details' })).not.toBeInTheDocument();
    expect(balance.count).toBe(0);

    await user.click(within(jersey).getByRole('button', { name: 'Redeem Team Jersey' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Redeem Team Jersey' })).not.toBeInTheDocument();
  });

  it('tells a trial account it needs a real one, also when it tries to redeem', async () => {
    await logInAsTrial();
    const { user } = await renderApp('/pointMall');
    expect(
      await screen.findByText('This is a trial account. Please register a real account to continue.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Redeem Team Jersey' }));
    const notice = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(notice).toHaveTextContent('This is a trial account.');
    expect(screen.queryByRole('dialog', { name: 'Redeem Team Jersey' })).not.toBeInTheDocument();
  });

  it('lists the points details, newest first and paged, and a conversion adds its line', async () => {
    await logInAs();
    const { user } = await renderApp('/pointMall');
    const details = await screen.findByRole('region', { name: 'Points details' });
    const table = await within(details).findByRole('table');
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Changed points', 'Balance after', 'Remark']);
    expect(rows()).toHaveLength(10);
    expect(rows()[0]).toHaveTextContent(/\+200\s*2,450\s*VIP 3 weekly points/);
    expect(within(details).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toHaveTextContent(/\+1,000\s*1,000\s*Points from valid bets/);

    await user.click(within(details).getByRole('button', { name: 'Previous' }));
    const convert = await screen.findByRole('region', { name: 'Convert points to cash' });
    await user.type(within(convert).getByLabelText(/Points to convert/), '1000');
    await user.type(within(convert).getByLabelText(/Withdraw password/), '123456');
    await user.click(within(convert).getByRole('button', { name: 'Continue' }));
    await user.click(within(convert).getByRole('button', { name: 'Confirm conversion' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent(/-1,000\s*1,450\s*Converted to R\$ 10\.00/));
  });
});
