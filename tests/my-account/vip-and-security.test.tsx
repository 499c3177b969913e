import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { countCalls } from '../support/count-calls';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from '../member-centre/member-helpers';

async function openMyAccount() {
  const { user, dialog } = await openFromAccountMenu('My account');
  const vip = await within(dialog).findByRole('region', { name: 'VIP progress' });
  const security = within(dialog).getByRole('region', { name: 'Security' });
  return { user, dialog, vip, security };
}

afterEach(() => server.events.removeAllListeners());

describe('my account: VIP progress', () => {
  it('shows the turnover toward the next rank as bars with their numbers, and the rank’s benefits and rules', async () => {
    await logInAs();
    const { user, vip } = await openMyAccount();
    expect(await within(vip).findByText('Your rank: VIP 3')).toBeInTheDocument();
    expect(within(vip).getByText('Toward VIP 4')).toBeInTheDocument();
    const monthly = within(vip).getByRole('progressbar', { name: 'Monthly turnover' });
    expect(monthly).toHaveAttribute('value', '37');
    expect(monthly).toHaveAccessibleDescription('R$ 7,455.50 of R$ 20,000.00 (37%)');
    expect(within(vip).getByRole('progressbar', { name: 'Total turnover' })).toHaveAccessibleDescription(
      'R$ 98,765.40 of R$ 150,000.00 (65%)',
    );

    const more = within(vip).getByRole('button', { name: 'Benefits and rules' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(await within(vip).findByText('Upgrade bonus')).toBeInTheDocument();
    expect(within(vip).getByText('R$ 75.00')).toBeInTheDocument();
    expect(
      await within(vip).findByText('Your rank is reviewed on the first day of each month.'),
    ).toBeInTheDocument();
  });

  it('paints the bars in the rank’s colours', async () => {
    await logInAs();
    const { vip } = await openMyAccount();
    await within(vip).findByRole('progressbar', { name: 'Monthly turnover' });
    expect(vip.style.getPropertyValue('--vip-from')).toBe('rgba(218,170,91,1)');
    expect(vip.style.getPropertyValue('--vip-to')).toBe('rgba(255,236,170,1)');
  });

  it('keeps the theme’s colours where the rank’s are not colours', async () => {
    server.use(
      http.get('*/wps/member/info', () =>
        HttpResponse.json({
          success: true,
          value: {
            id: 10001,
            account: 'player01',
            nickname: 'Lucky Player',
            type: 0,
            clubLabel: { labelName: 'VIP 3', color: 'red;background:url(x)', color2: 'rgba(1,2,3)x' },
          },
        }),
      ),
    );
    await logInAs();
    const { vip } = await openMyAccount();
    await within(vip).findByRole('progressbar', { name: 'Monthly turnover' });
    expect(vip.style.getPropertyValue('--vip-from')).toBe('');
    expect(vip.getAttribute('style') ?? '').not.toContain('url');
  });

  it('says when the progress cannot be read, and tries again', async () => {
    const failing = http.get(
      '*/wps/relay/MCSFE_getPlayerRankProgress',
      () => new HttpResponse(null, { status: 502 }),
    );
    server.use(failing);
    await logInAs();
    const { user, vip } = await openMyAccount();
    expect(await within(vip).findByRole('alert', {})).toHaveTextContent(
      'Your VIP progress could not be loaded.',
    );
    server.resetHandlers();
    await user.click(within(vip).getByRole('button', { name: 'Try again' }));
    expect(await within(vip).findByRole('progressbar', { name: 'Monthly turnover' })).toBeInTheDocument();
  });
});

describe('my account: the security centre', () => {
  it('lists the items the site asks for, with its progress, and binding a mobile completes one', async () => {
    await logInAs('team01', 'Team#2026');
    const { user, security } = await openMyAccount();
    const list = await within(security).findByRole('list', { name: 'Security centre' });
    expect(
      within(security).getByRole('progressbar', { name: 'Security centre' }),
    ).toHaveAccessibleDescription('0% complete');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Mobile number verified'),
      expect.stringContaining('Identity verified'),
    ]);
    expect(items[0]).toHaveTextContent('Not done');

    await user.click(within(list).getByRole('button', { name: 'Verify your mobile number' }));
    const form = within(security).getByRole('form', { name: 'Bind mobile' });
    await user.type(within(form).getByRole('textbox', { name: 'Mobile number' }), '11955550001');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    const code = within(form).getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    const sent = ((await (await fetch('/__mock/sms/latest?mobile=11955550001')).json()) as { code: string })
      .code;
    await user.type(code, sent);
    await user.click(within(form).getByRole('button', { name: 'Bind this number' }));
    expect(await within(security).findByRole('status')).toHaveTextContent('Your mobile number is bound.');

    await waitFor(() =>
      expect(
        within(security).getByRole('progressbar', { name: 'Security centre' }),
      ).toHaveAccessibleDescription('50% complete'),
    );
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Done');
    expect(within(list).queryByRole('button', { name: 'Verify your mobile number' })).not.toBeInTheDocument();
  });

  it('takes the member to the profile for the identity item', async () => {
    await logInAs('team01', 'Team#2026');
    const { user, dialog, security } = await openMyAccount();
    const list = await within(security).findByRole('list', { name: 'Security centre' });
    await user.click(within(list).getByRole('button', { name: 'Complete your profile' }));
    const profile = within(dialog).getByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  });

  it('refuses a phone that is not a mobile number of the chosen country before any code is sent', async () => {
    await logInAs('team01', 'Team#2026');
    const sends = countCalls('/wps/v2/verification/sms/send', 'POST');
    const { user, security } = await openMyAccount();
    await user.click(within(security).getByRole('button', { name: 'Bind mobile' }));
    const form = within(security).getByRole('form', { name: 'Bind mobile' });
    const number = within(form).getByRole('textbox', { name: 'Mobile number' });
    // A São Paulo landline: the site's length rule takes it, Brazil's numbering plan does not.
    await user.type(number, '1123456789');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(number).toHaveAccessibleDescription('This is not a mobile number in Brazil.'));
    expect(number).toHaveValue('1123456789');
    expect(number).toHaveFocus();
    expect(sends.count).toBe(0);
  });

  it('refuses a number too long for the country chosen, before any code is sent', async () => {
    await logInAs('team01', 'Team#2026');
    const sends = countCalls('/wps/v2/verification/sms/send', 'POST');
    const { user, security } = await openMyAccount();
    await user.click(within(security).getByRole('button', { name: 'Bind mobile' }));
    const form = within(security).getByRole('form', { name: 'Bind mobile' });
    const number = within(form).getByRole('textbox', { name: 'Mobile number' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Country code' }), '351');
    await user.type(number, '11955550001');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(number).toHaveAccessibleDescription('This number is too long for Portugal.'));
    expect(sends.count).toBe(0);
  });
});
