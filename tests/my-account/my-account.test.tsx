import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { countCalls } from '../support/count-calls';
import { serveRegisterRules } from '../support/register-rules';
import { defaultRegisterRules } from '@mocks/domains/register/register-rules';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from '../member-centre/member-helpers';

/** The site enables WhatsApp and Telegram in its register settings (the mock's default enables neither). */
function enableContacts() {
  const rules = defaultRegisterRules();
  serveRegisterRules({
    ...rules,
    whatsapp: { ...rules.whatsapp, enabled: true },
    telegram: { ...rules.line, enabled: true },
  });
}

async function openMyAccount() {
  const { user, dialog } = await openFromAccountMenu('My account');
  const profile = await within(dialog).findByRole('region', { name: 'Profile' });
  const security = within(dialog).getByRole('region', { name: 'Security' });
  return { user, dialog, profile, security };
}

/** A yyyy-MM-dd birthday that makes someone `years` old today (their birthday was yesterday). */
function birthdayForAge(years: number): string {
  const day = new Date();
  day.setDate(day.getDate() - 1);
  day.setFullYear(day.getFullYear() - years);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

afterEach(() => server.events.removeAllListeners());

describe('my account: profile', () => {
  it('changes the nickname on its own call, refusing markup before sending', async () => {
    await logInAs();
    const saves = countCalls('/wps/member/info/nickname', 'POST');
    const { user, profile } = await openMyAccount();
    const nickname = within(profile).getByLabelText('Nickname', { selector: 'input' });
    expect(nickname).toHaveValue('Lucky Player');
    await user.clear(nickname);
    await user.type(nickname, '<b>Boss</b>');
    await user.click(within(profile).getByRole('button', { name: 'Save nickname' }));
    await waitFor(() => expect(nickname).toHaveAccessibleDescription(/without < > " ' or &/));
    expect(nickname).toHaveValue('<b>Boss</b>');
    expect(saves.count).toBe(0);

    await user.clear(nickname);
    await user.type(nickname, '  Lucky Star ');
    await user.click(within(profile).getByRole('button', { name: 'Save nickname' }));
    expect(await within(profile).findByText('Your nickname is saved.')).toBeVisible();
    expect(nickname).toHaveValue('Lucky Star');
    expect(saves.count).toBe(1);
  });

  it('keeps every value typed when the server refuses, then saves and locks the full name and birthday', async () => {
    await logInAs();
    enableContacts();
    server.use(
      http.post(
        '*/wps/member/info',
        () =>
          HttpResponse.json(
            { success: false, errorCode: 'profile.field.invalid', message: 'Full name is not valid' },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const { user, profile } = await openMyAccount();
    const name = within(profile).getByRole('textbox', { name: 'Full name' });
    const birthday = within(profile).getByRole('textbox', { name: 'Birthday' });
    const whatsapp = await within(profile).findByRole('textbox', { name: 'WhatsApp' });
    const telegram = within(profile).getByRole('textbox', { name: 'Telegram' });
    await user.type(name, 'Lucas Pereira');
    await user.type(birthday, '1990-05-14');
    await user.type(whatsapp, '5511987654321');
    await user.type(telegram, '@lucas');
    const save = within(profile).getByRole('button', { name: 'Save profile' });

    await user.click(save);
    expect(await within(profile).findByRole('alert')).toHaveTextContent(
      'Some details were not accepted. Check them and try again.',
    );
    expect(name).toHaveValue('Lucas Pereira');
    expect(birthday).toHaveValue('1990-05-14');
    expect(whatsapp).toHaveValue('5511987654321');
    expect(telegram).toHaveValue('@lucas');

    await user.click(save);
    expect(await within(profile).findByRole('status')).toHaveTextContent('Your profile is saved.');
    expect(within(profile).getByRole('textbox', { name: 'Full name' })).toHaveAttribute('readonly');
    expect(within(profile).getByRole('textbox', { name: 'Full name' })).toHaveValue('Lucas Pereira');
    expect(within(profile).getByRole('textbox', { name: 'Birthday' })).toHaveAttribute('readonly');
    expect(within(profile).getByRole('textbox', { name: 'Birthday' })).toHaveAccessibleDescription(
      'Saved. Only customer service can correct it.',
    );
    // Contact handles stay editable.
    expect(within(profile).getByRole('textbox', { name: 'WhatsApp' })).not.toHaveAttribute('readonly');
    expect(within(profile).getByRole('textbox', { name: 'WhatsApp' })).toHaveValue('5511987654321');
  });

  it('refuses a birthday under the minimum age before asking the server, and says why', async () => {
    await logInAs();
    const saves = countCalls('/wps/member/info', 'POST');
    const { user, profile } = await openMyAccount();
    const birthday = within(profile).getByRole('textbox', { name: 'Birthday' });
    await user.type(birthday, birthdayForAge(20));
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(birthday).toHaveAccessibleDescription('You must be at least 21 years old.'));
    expect(birthday).toHaveAttribute('aria-invalid', 'true');
    expect(saves.count).toBe(0);

    await user.clear(birthday);
    await user.type(birthday, '2001-02-30');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(birthday).toHaveAccessibleDescription('Please enter a real date.'));

    await user.clear(birthday);
    await user.type(birthday, birthdayForAge(21));
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByRole('status')).toHaveTextContent('Your profile is saved.');
    expect(saves.count).toBe(1);
  });

  it('shows a profile already complete as read-only, with nothing to save', async () => {
    await logInAs('agent01', 'Agent#2026');
    const { profile } = await openMyAccount();
    expect(within(profile).getByRole('textbox', { name: 'Full name' })).toHaveValue('Alberto Almeida');
    expect(within(profile).getByRole('textbox', { name: 'Full name' })).toHaveAttribute('readonly');
    expect(within(profile).getByRole('textbox', { name: 'Birthday' })).toHaveValue('1984-09-12');
    expect(within(profile).queryByRole('button', { name: 'Save profile' })).not.toBeInTheDocument();
  });
});

describe('my account: withdraw password', () => {
  it('is set with the login password by a member without one, then changed with the old one', async () => {
    await logInAs('team01', 'Team#2026');
    const { user, security } = await openMyAccount();
    const setButton = within(security).getByRole('button', { name: 'Set withdraw password' });
    expect(setButton).toHaveTextContent('Set');
    expect(setButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(setButton);
    const form = within(security).getByRole('form', { name: 'Set withdraw password' });
    expect(within(form).getByLabelText('Login password')).toHaveFocus();
    await user.type(within(form).getByLabelText('Login password'), 'Team#2026');
    await user.type(within(form).getByLabelText('New withdraw password'), '246810');
    await user.type(within(form).getByLabelText('Confirm new withdraw password'), '246811');
    await user.click(within(form).getByRole('button', { name: 'Save withdraw password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Confirm new withdraw password')).toHaveAccessibleDescription(
        'The two entries do not match.',
      ),
    );
    await user.clear(within(form).getByLabelText('Confirm new withdraw password'));
    await user.type(within(form).getByLabelText('Confirm new withdraw password'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Save withdraw password' }));

    expect(await within(security).findByRole('status')).toHaveTextContent('Your withdraw password is set.');
    expect(form).not.toBeInTheDocument();
    const change = within(security).getByRole('button', { name: 'Change withdraw password' });
    expect(change).toHaveFocus();

    await user.click(change);
    const changeForm = within(security).getByRole('form', { name: 'Change withdraw password' });
    await user.type(within(changeForm).getByLabelText('Current withdraw password'), '246810');
    await user.type(within(changeForm).getByLabelText('New withdraw password'), '135791');
    await user.type(within(changeForm).getByLabelText('Confirm new withdraw password'), '135791');
    await user.click(within(changeForm).getByRole('button', { name: 'Save withdraw password' }));
    expect(await within(security).findByRole('status')).toHaveTextContent(
      'Your withdraw password is changed.',
    );
  });

  it('refuses a wrong current password and keeps what was typed', async () => {
    await logInAs();
    const { user, security } = await openMyAccount();
    await user.click(within(security).getByRole('button', { name: 'Change withdraw password' }));
    const form = within(security).getByRole('form', { name: 'Change withdraw password' });
    const old = within(form).getByLabelText('Current withdraw password');
    await user.type(old, '111111');
    await user.type(within(form).getByLabelText('New withdraw password'), '654321');
    await user.type(within(form).getByLabelText('Confirm new withdraw password'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Save withdraw password' }));

    await waitFor(() =>
      expect(old).toHaveAccessibleDescription('The current withdraw password is incorrect.'),
    );
    expect(old).toHaveFocus();
    expect(old).toHaveValue('111111');
    expect(within(form).getByLabelText('New withdraw password')).toHaveValue('654321');
    expect(within(security).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('my account: mobile and e-mail', () => {
  it('binds a mobile with the SMS code, after refusing a wrong code', async () => {
    await logInAs('team01', 'Team#2026');
    const { user, security } = await openMyAccount();
    await user.click(within(security).getByRole('button', { name: 'Bind mobile' }));
    const form = within(security).getByRole('form', { name: 'Bind mobile' });
    expect(within(form).getByRole('combobox', { name: 'Country code' })).toHaveValue('55');
    await user.type(within(form).getByRole('textbox', { name: 'Mobile number' }), '11955550001');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'We sent a code by SMS to +55 11955550001.',
    );
    expect(await within(form).findByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    const code = within(form).getByRole('textbox', { name: 'Verification code' });
    expect(code).toHaveFocus();

    const sent = ((await (await fetch('/__mock/sms/latest?mobile=11955550001')).json()) as { code: string })
      .code;
    await user.type(code, sent === '000000' ? '111111' : '000000');
    await user.click(within(form).getByRole('button', { name: 'Bind this number' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'The code is wrong or has expired. Check it, or send a new one.',
      ),
    );
    expect(within(form).getByRole('textbox', { name: 'Mobile number' })).toHaveValue('11955550001');

    await user.clear(code);
    await user.type(code, sent);
    await user.click(within(form).getByRole('button', { name: 'Bind this number' }));
    expect(await within(security).findByRole('status')).toHaveTextContent('Your mobile number is bound.');
    expect(within(security).getByText('119****0001')).toBeInTheDocument();
    expect(within(security).getByRole('button', { name: 'Change mobile' })).toHaveFocus();
  });

  it('binds an e-mail proved by the login password', async () => {
    await logInAs('team01', 'Team#2026');
    const { user, security } = await openMyAccount();
    await user.click(within(security).getByRole('button', { name: 'Bind e-mail' }));
    const form = within(security).getByRole('form', { name: 'Bind e-mail' });
    await user.type(within(form).getByRole('textbox', { name: 'E-mail address' }), 'team01@example.com');
    const password = within(form).getByLabelText('Login password');
    await user.type(password, 'Wrong#2026');
    await user.click(within(form).getByRole('button', { name: 'Bind this e-mail' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The login password is incorrect.'));

    await user.clear(password);
    await user.type(password, 'Team#2026');
    await user.click(within(form).getByRole('button', { name: 'Bind this e-mail' }));
    expect(await within(security).findByRole('status')).toHaveTextContent('Your e-mail is bound.');
    expect(within(security).getByText('te***@example.com')).toBeInTheDocument();
  });
});
