import { fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { mainWallet } from '@mocks/domains/money/money-book';
import { findMemberByAccount } from '@mocks/domains/members/member-lookup';
import { getState } from '@mocks/state/store';
import { sealedBodies } from '../support/sealed-bodies';
import { countCalls, headerBalance, openAgentPage } from './team-helpers';

afterEach(() => server.events.removeAllListeners());

async function openTeam() {
  const view = await openAgentPage('agentTeamManagement');
  const table = await within(view.dialog).findByRole('table', { name: 'Members under agent01' });
  return { ...view, table };
}

async function rowOf(table: HTMLElement, account: string) {
  return within(table).findByRole('row', { name: new RegExp(`^${account} `) });
}

/** Opens the transfer to `account`, types it and goes on to the confirmation. */
async function fillTransfer(
  view: Awaited<ReturnType<typeof openTeam>>,
  account: string,
  amount: string,
  password: string,
) {
  const { user, dialog, table } = view;
  await user.click(
    within(await rowOf(table, account)).getByRole('button', { name: `Transfer to ${account}` }),
  );
  const form = await within(dialog).findByRole('form', { name: `Transfer to ${account}` });
  await user.type(within(form).getByRole('textbox', { name: 'Amount' }), amount);
  await user.type(within(form).getByLabelText('Withdraw password'), password);
  await user.click(within(form).getByRole('button', { name: 'Continue' }));
  return within(dialog).findByRole('region', { name: 'Confirm the transfer' });
}

describe('team management', () => {
  it("lists the downline with balance, last login and status, drills into a sub-agent's team and back", async () => {
    const { user, dialog, table } = await openTeam();
    expect(await within(dialog).findByText('Your team: 13 members, 10 direct.')).toBeInTheDocument();
    const team01 = await rowOf(table, 'team01');
    expect(within(team01).getByRole('cell', { name: 'R$ 100.55' })).toBeInTheDocument();
    expect(within(team01).getByRole('cell', { name: /^2026-\d\d-\d\d \d\d:\d\d:\d\d$/ })).toBeInTheDocument();
    expect(within(team01).getByRole('cell', { name: 'Active' })).toBeInTheDocument();
    expect(within(await rowOf(table, 'team07')).getByRole('cell', { name: 'Locked' })).toBeInTheDocument();
    const agent02 = await rowOf(table, 'agent02');
    expect(within(agent02).getByRole('cell', { name: 'Sub-agent (3)' })).toBeInTheDocument();

    await user.click(within(agent02).getByRole('button', { name: 'agent02' }));
    const subTable = await within(dialog).findByRole('table', { name: 'Members under agent02' });
    const sub01 = await rowOf(subTable, 'sub01');
    expect(within(sub01).getByRole('cell', { name: 'R$ 200.00' })).toBeInTheDocument();
    // Not a direct downline: money goes only one level down.
    expect(within(sub01).queryByRole('button', { name: /^Transfer/ })).not.toBeInTheDocument();
    const path = within(dialog).getByRole('navigation', { name: 'Team path' });
    expect(within(path).getByText('agent02')).toHaveAttribute('aria-current', 'location');

    await user.click(within(path).getByRole('button', { name: 'agent01' }));
    expect(await within(dialog).findByRole('table', { name: 'Members under agent01' })).toBeInTheDocument();
  });

  it('searches the whole team by account', async () => {
    const { user, dialog } = await openTeam();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search by account' }), 'SUB0');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    const result = await within(dialog).findByRole('table', {
      name: 'Accounts matching "SUB0" in your whole team',
    });
    expect(
      within(result)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['sub01 Sub member 1', 'sub02 Sub member 2', 'sub03 Sub member 3']);
    await user.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    expect(await within(dialog).findByRole('table', { name: 'Members under agent01' })).toBeInTheDocument();
  });

  it('transfers to a direct downline once, keeping every field after a wrong password, and both balances move', async () => {
    const transfers = countCalls('/wps/agent/transferDownline');
    const sealed = sealedBodies('/wps/agent/transferDownline');
    const view = await openTeam();
    const { user, dialog } = view;
    const balance = await headerBalance();
    await waitFor(() => expect(balance).toHaveTextContent('R$ 55,521.00'));

    const wrong = await fillTransfer(view, 'team01', '100', '111111');
    expect(wrong).toHaveTextContent('Send R$ 100.00 to team01 (Team member 1)?');
    await user.click(within(wrong).getByRole('button', { name: 'Confirm transfer' }));
    const form = await within(dialog).findByRole('form', { name: 'Transfer to team01' });
    const password = within(form).getByLabelText('Withdraw password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The withdraw password is incorrect.'));
    expect(password).toHaveValue('111111');
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    expect(transfers.count).toBe(1);

    await user.clear(password);
    await user.type(password, '654321');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const confirm = await within(dialog).findByRole('region', { name: 'Confirm the transfer' });
    const button = within(confirm).getByRole('button', { name: 'Confirm transfer' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(button);
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        /^R\$ 100\.00 sent to team01\. Reference UT/,
      ),
    );
    expect(transfers.count).toBe(2);
    expect(sealed.map((s) => s.method)).toEqual(['PUT', 'PUT']);
    expect(sealed[1]!.body).toEqual({ customerName: 'team01', amount: 100, withdrawPassword: '654321' });
    expect(within(dialog).getByRole('status')).toHaveFocus();
    await waitFor(() => expect(balance).toHaveTextContent('R$ 55,421.00'));
    const table = within(dialog).getByRole('table', { name: 'Members under agent01' });
    await waitFor(async () =>
      expect(
        within(await rowOf(table, 'team01')).getByRole('cell', { name: 'R$ 200.55' }),
      ).toBeInTheDocument(),
    );
  });

  it('Cancel closes the transfer untouched and gives the focus back to its Transfer button', async () => {
    const transfers = countCalls('/wps/agent/transferDownline');
    const { user, dialog, table } = await openTeam();
    const open = within(await rowOf(table, 'team04')).getByRole('button', { name: 'Transfer to team04' });
    await user.click(open);
    const form = await within(dialog).findByRole('form', { name: 'Transfer to team04' });
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveFocus();
    expect(within(form).getByText('Your balance: R$ 54,321.00')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('form', { name: 'Transfer to team04' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(transfers.count).toBe(0);
  });

  it('when the answer is lost, reads both balances again and says so', async () => {
    // The server moved the money, but its answer never arrived.
    server.use(
      http.put('*/wps/agent/transferDownline', () => {
        const agent = findMemberByAccount(getState().members, 'agent01')!;
        const team02 = findMemberByAccount(getState().members, 'team02')!;
        mainWallet(agent).cents -= 5_000;
        mainWallet(team02).cents += 5_000;
        return HttpResponse.json(
          { success: false, errorCode: 'mock.injected.failure', message: 'x' },
          { status: 503 },
        );
      }),
    );
    const view = await openTeam();
    const balance = await headerBalance();
    await waitFor(() => expect(balance).toHaveTextContent('R$ 55,521.00'));
    const confirm = await fillTransfer(view, 'team02', '50', '654321');
    await view.user.click(within(confirm).getByRole('button', { name: 'Confirm transfer' }));
    const form = await within(view.dialog).findByRole('form', { name: 'Transfer to team02' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'We could not tell whether the transfer went through.',
    );
    await waitFor(() => expect(balance).toHaveTextContent('R$ 55,471.00'));
    await waitFor(async () =>
      expect(
        within(await rowOf(view.table, 'team02')).getByRole('cell', { name: 'R$ 250.55' }),
      ).toBeInTheDocument(),
    );
  });

  it('collects from a direct downline, no more than it holds, and both balances move back', async () => {
    const sealed = sealedBodies('MCSFE_collectFromDownline');
    const { user, dialog, table } = await openTeam();
    const balance = await headerBalance();
    await waitFor(() => expect(balance).toHaveTextContent('R$ 55,521.00'));
    await user.click(
      within(await rowOf(table, 'team02')).getByRole('button', { name: 'Collect from team02' }),
    );
    const form = await within(dialog).findByRole('form', { name: 'Collect from team02' });
    expect(within(form).getByText('team02 holds: R$ 200.55')).toBeInTheDocument();
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '200.56');
    await user.type(within(form).getByLabelText('Withdraw password'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('team02 holds R$ 200.55.'));
    expect(sealed).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '50.55');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const confirm = await within(dialog).findByRole('region', { name: 'Confirm the collection' });
    expect(confirm).toHaveTextContent('Collect R$ 50.55 from team02 (Team member 2)?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm collection' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        /^R\$ 50\.55 collected from team02\. Reference UT/,
      ),
    );
    expect(sealed).toEqual([
      { method: 'POST', body: { customerName: 'team02', amount: 50.55, withdrawPassword: '654321' } },
    ]);
    await waitFor(() => expect(balance).toHaveTextContent('R$ 55,571.55'));
    await waitFor(async () =>
      expect(
        within(await rowOf(table, 'team02')).getByRole('cell', { name: 'R$ 150.00' }),
      ).toBeInTheDocument(),
    );
  });

  it("says the server's refusal of a collection in words, the form kept", async () => {
    server.use(
      http.post('*/wps/relay/passwordCheck/MCSFE_collectFromDownline', () =>
        HttpResponse.json(
          { success: false, errorCode: 'downline.collect.insufficient', message: 'x' },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog, table } = await openTeam();
    await user.click(
      within(await rowOf(table, 'team01')).getByRole('button', { name: 'Collect from team01' }),
    );
    const form = await within(dialog).findByRole('form', { name: 'Collect from team01' });
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '20');
    await user.type(within(form).getByLabelText('Withdraw password'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm collection' }));
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount' });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription("The downline's balance is not enough for this amount."),
    );
    expect(amount).toHaveValue('20');
  });
});
