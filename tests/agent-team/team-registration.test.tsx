import { fireEvent, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { countCalls, openAgentPage } from './team-helpers';

afterEach(() => server.events.removeAllListeners());

async function openRegistration() {
  const view = await openAgentPage('agentRegistration');
  const form = await within(view.dialog).findByRole('form', { name: 'Create a downline account' });
  return { ...view, form };
}

describe('account registration', () => {
  it('creates a downline player that team management then lists, with one request per click burst', async () => {
    const creates = countCalls('ODSFE2_createDownline');
    const { user, dialog, form } = await openRegistration();
    expect(within(form).getByRole('radio', { name: 'Player' })).toBeChecked();
    await user.type(within(form).getByRole('textbox', { name: 'Username' }), 'newkid01');
    await user.type(within(form).getByLabelText('Password'), 'Kid#2026ok');
    await user.type(within(form).getByLabelText('Confirm password'), 'Kid#2026ok');
    const submit = within(form).getByRole('button', { name: 'Create account' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(submit);
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(
        'newkid01 was created. It is in Team management now.',
      ),
    );
    expect(creates.count).toBe(1);
    expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Team management' }));
    const table = await within(dialog).findByRole('table', { name: 'Members under agent01' });
    const row = await within(table).findByRole('row', { name: /^newkid01 / });
    expect(within(row).getByRole('cell', { name: 'Player' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'R$ 0.00' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Never' })).toBeInTheDocument();
  });

  it('applies the site rules before asking and keeps every field when the username is taken', async () => {
    const creates = countCalls('ODSFE2_createDownline');
    const { user, form } = await openRegistration();
    const username = within(form).getByRole('textbox', { name: 'Username' });
    await user.type(username, '1ab');
    await user.type(within(form).getByLabelText('Password'), 'short');
    await user.type(within(form).getByLabelText('Confirm password'), 'other');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(
        expect.stringContaining('Start with a letter, then letters or digits; 6 to 16 characters.'),
      ),
    );
    expect(within(form).getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(creates.count).toBe(0);

    await user.clear(username);
    await user.type(username, 'team01');
    const password = within(form).getByLabelText('Password');
    await user.clear(password);
    await user.type(password, 'Kid#2026ok');
    const confirm = within(form).getByLabelText('Confirm password');
    await user.clear(confirm);
    await user.type(confirm, 'Kid#2026ok');
    await user.click(within(form).getByRole('radio', { name: 'Sub-agent' }));
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(
        expect.stringContaining('This username is already taken.'),
      ),
    );
    expect(username).toHaveValue('team01');
    expect(password).toHaveValue('Kid#2026ok');
    expect(within(form).getByRole('radio', { name: 'Sub-agent' })).toBeChecked();
    expect(creates.count).toBe(1);
  });

  it("shows the agent's sign-up link on this site, its code and its QR code", async () => {
    const { dialog } = await openAgentPage('agentRegistration');
    const link = await within(dialog).findByRole('region', { name: 'Your sign-up link' });
    expect(
      await within(link).findByText(`${window.location.origin}/register?referralCode=AG2026`),
    ).toBeInTheDocument();
    expect(within(link).getByText('AG2026')).toBeInTheDocument();
    expect(within(link).getByRole('img', { name: 'QR code of your sign-up link' })).toBeInTheDocument();
    expect(within(link).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});
