import { waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { call, encryptedCall, loginToken, valueOf } from '../mocks/mock-client';
import { sealedBodies } from '../support/sealed-bodies';
import { headerBalance, openAgentPage } from './team-helpers';

afterEach(() => server.events.removeAllListeners());

function several(token: string, payload: Record<string, unknown>) {
  return encryptedCall(
    '/wps/agent/transferMultipleDownline',
    'POST',
    { withdrawPassword: '654321', ...payload },
    token,
  );
}

describe('a transfer to several downlines', () => {
  it('the mock lists the direct downline, checks every account and the whole sum, and moves it all', async () => {
    const token = await loginToken('agent01', 'Agent#2026');
    const list = valueOf<{ account: string }[]>(await call('/wps/relay/ODSFE2_subordinateSimple', { token }));
    expect(list.map((d) => d.account)).toContain('team01');
    expect(list).toHaveLength(10);
    const refused = async (payload: Record<string, unknown>) =>
      (await several(token, payload)).body.errorCode;
    expect(await refused({ customerNames: ['team01', 'sub01'], amount: 10 })).toBe(
      'agent.downline.notDirect',
    );
    expect(await refused({ customerNames: ['team01'], amount: 10, withdrawPassword: '111111' })).toBe(
      'member.withdrawPassword.incorrect',
    );
    expect(await refused({ customerNames: ['team01', 'team02'], amount: 30000 })).toBe(
      'downline.balance.insufficient',
    );
    const done = valueOf(await several(token, { customerNames: ['team01', 'team02'], amount: 100 }));
    expect(done).toMatchObject({ amount: 100, accounts: ['team01', 'team02'], total: 200, balance: 54121 });
  });

  it('sends one amount to each downline ticked, after a confirmation naming them and the sum', async () => {
    const sealed = sealedBodies('/wps/agent/transferMultipleDownline');
    const { user, dialog } = await openAgentPage('agentTeamManagement');
    const balance = await headerBalance();
    await waitFor(() => expect(balance).toHaveTextContent('R$ 55,521.00'));
    await user.click(await within(dialog).findByRole('button', { name: 'Send to several downlines' }));
    const form = await within(dialog).findByRole('form', { name: 'Send to several downlines' });
    const amount = within(form).getByRole('textbox', { name: 'Amount to each' });
    await user.type(amount, '25');
    await user.type(within(form).getByLabelText('Withdraw password'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Choose at least one downline.');

    const choices = within(form).getByRole('group', { name: 'Downlines to send to' });
    await user.click(await within(choices).findByRole('checkbox', { name: 'team01 (Team member 1)' }));
    await user.click(within(choices).getByRole('checkbox', { name: 'team03 (Team member 3)' }));
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const confirm = await within(dialog).findByRole('region', { name: 'Confirm the transfer' });
    expect(confirm).toHaveTextContent('Send R$ 25.00 to each of team01, team03, R$ 50.00 in all?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        /^R\$ 25\.00 sent to each of team01, team03 \(R\$ 50\.00 in all\)\. Reference UT/,
      ),
    );
    expect(sealed).toEqual([
      {
        method: 'POST',
        body: { customerNames: ['team01', 'team03'], amount: 25, withdrawPassword: '654321' },
      },
    ]);
    await waitFor(() => expect(balance).toHaveTextContent('R$ 55,471.00'));
  });
});
