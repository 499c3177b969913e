import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { patternFamilies } from '@mocks/domains/register/patterns';
import { server } from '@mocks/node';
import { serveRegisterRules } from '../support/register-rules';
import { env } from '@/config/env';
import { renderApp, setScenario } from '../test-utils';

const strong = 'Brand#New2026';

async function openRegister(route = '/register') {
  const view = await renderApp(route);
  // The popup is a lazy chunk compiled on first use, and the machine is shared: allow it time.
  const dialog = await screen.findByRole('dialog', { name: /^(Sign up|Cadastre-se)$/ });
  await within(dialog).findByRole('button', { name: /^(Create account|Criar conta)$/ });
  return { ...view, dialog };
}

function input(dialog: HTMLElement, label: string) {
  return within(dialog).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
}

/** Validation runs asynchronously (the resolver): wait for the field's message. */
async function described(element: HTMLElement, text: string) {
  await waitFor(() => expect(element).toHaveAccessibleDescription(text));
}

/**
 * The get-code throttle reads only the clock (Date.now). Faking just the clock stops it, so the throttle's
 * second is passed by `vi.advanceTimersByTime` and not by the machine's speed, while the app's real timers
 * (React, the mock's answers, the countdown's interval) keep running.
 */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
}

afterEach(() => {
  vi.useRealTimers();
});

async function latestSms(mobile: string): Promise<string> {
  const response = await fetch(`/__mock/sms/latest?mobile=${mobile}`);
  const { code } = (await response.json()) as { code: string | null };
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}

describe('register popup: form from the server rules', () => {
  it('shows username and mobile tabs and every enabled field with its hint (EN)', async () => {
    const { dialog } = await openRegister();
    expect(within(dialog).getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Mobile number' })).toBeInTheDocument();
    await described(
      input(dialog, 'Username'),
      'Start with a letter, then letters or digits; 6 to 16 characters.',
    );
    await described(
      input(dialog, 'Password'),
      'At least one uppercase letter, one lowercase letter, one digit and one symbol; 8 to 20 characters.',
    );
    await described(
      input(dialog, 'Email'),
      'A valid email address, like name@example.com; 6 to 64 characters.',
    );
    await described(input(dialog, 'Mobile number'), 'Digits only; 10 to 11 digits.');
    await described(input(dialog, 'Verification code'), 'Digits only; exactly 6 digits.');
    await described(
      input(dialog, 'Birthday'),
      'A date written yyyy-MM-dd, like 1990-05-31; exactly 10 characters.',
    );
    await described(input(dialog, 'Invitation code'), 'Letters or digits only; 4 to 12 characters.');
    expect(within(dialog).getByLabelText('Country dialing code')).toHaveValue('55');
    // Disabled rules give no field.
    expect(within(dialog).queryByLabelText('QQ')).not.toBeInTheDocument();
    expect(input(dialog, 'Username')).toBeRequired();
    expect(input(dialog, 'Email')).not.toBeRequired();
  });

  it('shows hints and messages in Portuguese', async () => {
    localStorage.setItem('hisLang', 'PT');
    const { user, dialog } = await openRegister();
    await described(
      input(dialog, 'Nome de usuário'),
      'Comece com uma letra, depois letras ou números; de 6 a 16 caracteres.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    await described(input(dialog, 'Nome de usuário'), 'Preencha o campo Nome de usuário.');
    await described(input(dialog, 'Senha'), 'Preencha o campo Senha.');
    await user.type(input(dialog, 'Nome de usuário'), '1abcdef');
    await user.type(input(dialog, 'Senha'), strong);
    await user.type(input(dialog, 'Confirme a senha'), `${strong}x`);
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    await described(
      input(dialog, 'Nome de usuário'),
      'Comece com uma letra, depois letras ou números; de 6 a 16 caracteres.',
    );
    expect(input(dialog, 'Nome de usuário')).toHaveAttribute('aria-invalid', 'true');
    await described(input(dialog, 'Confirme a senha'), 'A confirmação da senha não está correta.');
  });

  it('checks required, length, pattern and confirmation in EN', async () => {
    const { user, dialog } = await openRegister();
    const submit = within(dialog).getByRole('button', { name: 'Create account' });
    await user.click(submit);
    await described(input(dialog, 'Username'), 'Username is required.');
    await described(input(dialog, 'Confirm password'), 'Confirm password is required.');
    expect(input(dialog, 'Username')).toHaveFocus();

    await user.type(input(dialog, 'Username'), 'abc');
    await described(
      input(dialog, 'Username'),
      'Start with a letter, then letters or digits; 6 to 16 characters.',
    );
    await user.clear(input(dialog, 'Username'));
    await user.type(input(dialog, 'Username'), 'player2026');
    expect(input(dialog, 'Username')).not.toHaveAttribute('aria-invalid');

    await user.type(input(dialog, 'Password'), 'password1');
    await user.type(input(dialog, 'Email'), 'not-an-email');
    await user.type(input(dialog, 'Confirm password'), 'Other#2026');
    await user.click(submit);
    await described(
      input(dialog, 'Password'),
      'At least one uppercase letter, one lowercase letter, one digit and one symbol; 8 to 20 characters.',
    );
    expect(input(dialog, 'Password')).toHaveAttribute('aria-invalid', 'true');
    expect(input(dialog, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input(dialog, 'Password'));
    await user.type(input(dialog, 'Password'), strong);
    await user.click(submit);
    await described(input(dialog, 'Confirm password'), 'The confirmation password is not correct.');
  });

  it('refuses a birthday under the minimum age with a clear message', async () => {
    const { user, dialog } = await openRegister();
    const year = new Date().getFullYear();
    await user.type(input(dialog, 'Birthday'), `${year - 20}-01-01`);
    await user.tab();
    await described(input(dialog, 'Birthday'), 'You must be at least 21 years old to register.');
    await user.clear(input(dialog, 'Birthday'));
    await user.type(input(dialog, 'Birthday'), `${year - 30}-01-01`);
    expect(input(dialog, 'Birthday')).not.toHaveAttribute('aria-invalid');
  });

  it('asks the captcha when the rules enable it, with an image that can be refreshed', async () => {
    serveRegisterRules({
      username: {
        enabled: true,
        required: true,
        acceptedPattern: patternFamilies[2]?.pattern,
        minLength: 6,
        maxLength: 16,
        patternId: 2,
      },
      password: {
        enabled: true,
        required: true,
        acceptedPattern: '*',
        minLength: 8,
        maxLength: 20,
        patternId: 1,
      },
      confirmPassword: {
        enabled: true,
        required: true,
        acceptedPattern: '*',
        minLength: 8,
        maxLength: 20,
        patternId: 1,
      },
      captcha: {
        enabled: true,
        required: true,
        acceptedPattern: '^\\d+$',
        minLength: 4,
        maxLength: 4,
        patternId: 7,
      },
      qqNum: {
        enabled: true,
        required: false,
        acceptedPattern: '^\\d+$',
        minLength: 5,
        maxLength: 12,
        patternId: 7,
      },
    });
    const { user, dialog } = await openRegister();
    expect(await within(dialog).findByRole('img', { name: 'Captcha image' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show a new captcha' })).toBeInTheDocument();
    await described(input(dialog, 'QQ'), 'Digits only; 5 to 12 digits.');
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await described(input(dialog, 'Captcha'), 'Captcha is required.');
    await user.type(input(dialog, 'Captcha'), '12');
    await described(input(dialog, 'Captcha'), 'Digits only; exactly 4 digits.');
  });
});

describe('register popup: codes, reset and server answers', () => {
  it('prefills the affiliate code from the address and keeps it', async () => {
    const { dialog } = await openRegister('/register?affiliateCode=AG2026');
    expect(input(dialog, 'Invitation code')).toHaveValue('AG2026');
    expect(sessionStorage.getItem('referralCode')).toBe('AG2026');
  });

  it('uses the stored referral code when the address has none', async () => {
    sessionStorage.setItem('referralCode', 'AG2026');
    const { dialog } = await openRegister();
    expect(input(dialog, 'Invitation code')).toHaveValue('AG2026');
  });

  it('rejects an invalid affiliate code with a warning popup of the invitation-code message', async () => {
    const { user, dialog } = await openRegister('/register?code=NOPE99');
    expect(input(dialog, 'Invitation code')).toHaveValue('NOPE99');
    await user.type(input(dialog, 'Username'), 'newplayer7');
    await user.type(input(dialog, 'Password'), strong);
    await user.type(input(dialog, 'Confirm password'), strong);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    // Product rules: messages and errors: a warning with the invitation-code-error text and a confirm button.
    const warning = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(warning).toHaveTextContent('Invalid invitation code.');
    await user.click(within(warning).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Prompt' })).not.toBeInTheDocument());
    // Back in the form, the field says what is wrong and has the focus; what was typed is kept.
    await described(input(dialog, 'Invitation code'), 'Invalid invitation code.');
    expect(input(dialog, 'Invitation code')).toHaveFocus();
    expect(input(dialog, 'Username')).toHaveValue('newplayer7');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('gives the same warning when the registration itself refuses the invitation code', async () => {
    // The code check passes (say, the agent was removed since), then the registration says no.
    server.use(http.all('*/wps/agent/affiliate', () => HttpResponse.json({ success: true, value: {} })));
    const { user, dialog } = await openRegister('/register?code=GONE01');
    await user.type(input(dialog, 'Username'), 'newplayer6');
    await user.type(input(dialog, 'Password'), strong);
    await user.type(input(dialog, 'Confirm password'), strong);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    const warning = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(warning).toHaveTextContent('Invalid invitation code.');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('clears every field with the reset button', async () => {
    const { user, dialog } = await openRegister('/register?affiliateCode=AG2026');
    await user.type(input(dialog, 'Username'), 'someone01');
    await user.type(input(dialog, 'Password'), strong);
    await user.type(input(dialog, 'Email'), 'me@example.com');
    await user.clear(input(dialog, 'Invitation code'));
    await user.type(input(dialog, 'Invitation code'), 'OTHER1');
    await user.click(within(dialog).getByRole('button', { name: 'Clear form' }));
    expect(input(dialog, 'Username')).toHaveValue('');
    expect(input(dialog, 'Password')).toHaveValue('');
    expect(input(dialog, 'Email')).toHaveValue('');
    // The code from the invitation link is kept.
    expect(input(dialog, 'Invitation code')).toHaveValue('AG2026');
  });

  it('keeps everything typed after a server error and names the problem', async () => {
    const { user, dialog } = await openRegister();
    await user.type(input(dialog, 'Username'), 'player01');
    await user.type(input(dialog, 'Password'), strong);
    await user.type(input(dialog, 'Confirm password'), strong);
    await user.type(input(dialog, 'Email'), 'me@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await described(input(dialog, 'Username'), 'This username is already taken. Please choose another one.');
    expect(input(dialog, 'Username')).toHaveValue('player01');
    expect(input(dialog, 'Password')).toHaveValue(strong);
    expect(input(dialog, 'Confirm password')).toHaveValue(strong);
    expect(input(dialog, 'Email')).toHaveValue('me@example.com');
    expect(within(dialog).getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('shows a failure the server does not tie to a field, keeping the values', async () => {
    await setScenario({ failures: [{ path: '/wps/member/register', status: 503 }] });
    const { user, dialog } = await openRegister();
    await user.type(input(dialog, 'Username'), 'newplayer8');
    await user.type(input(dialog, 'Password'), strong);
    await user.type(input(dialog, 'Confirm password'), strong);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/./);
    expect(input(dialog, 'Username')).toHaveValue('newplayer8');
  });

  it('registers by username, logs in and closes', async () => {
    const { user, dialog } = await openRegister('/register?affiliateCode=AG2026');
    await user.type(input(dialog, 'Username'), 'newplayer9');
    await user.type(input(dialog, 'Password'), strong);
    await user.type(input(dialog, 'Confirm password'), strong);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('token')).toMatch(/^[0-9a-f]{48}$/);
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('newplayer9'));
  });

  it("registers a player's invited friend from the short invite link (?r=)", async () => {
    const { user, dialog } = await openRegister('/register?r=REF10001');
    // Kept for the registration, as an affiliate code is; the mock refuses a code that is no member's.
    expect(sessionStorage.getItem('referralCode')).toBe('REF10001');
    await user.type(input(dialog, 'Username'), 'invited07');
    await user.type(input(dialog, 'Password'), strong);
    await user.type(input(dialog, 'Confirm password'), strong);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('invited07'));
  });
});

describe('register popup: mobile and SMS', () => {
  it('registers by mobile with the SMS code read from the mock', async () => {
    const { user, dialog } = await openRegister();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).queryByLabelText('Username', { selector: 'input' })).not.toBeInTheDocument();
    const getCode = within(panel).getByRole('button', { name: 'Get code' });
    freezeClock();
    await user.click(getCode);
    await described(input(dialog, 'Mobile number'), 'Mobile number is required.');

    await user.type(input(dialog, 'Mobile number'), '11955554444');
    vi.advanceTimersByTime(1000); // the get-code throttle: one request a second
    await user.click(getCode);
    expect(await within(panel).findByRole('button', { name: /^Resend in (60|59) s$/ })).toBeDisabled();
    expect(within(panel).getByRole('status')).toHaveTextContent('We sent a code to +55 11955554444.');
    const code = await latestSms('11955554444');
    expect(code).toMatch(/^\d{6}$/);

    await user.type(input(dialog, 'Verification code'), code === '000000' ? '111111' : '000000');
    await user.type(input(dialog, 'Password'), strong);
    await user.type(input(dialog, 'Confirm password'), strong);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await described(
      input(dialog, 'Verification code'),
      'The verification code is wrong or has expired. Please request a new one.',
    );
    await user.clear(input(dialog, 'Verification code'));
    await user.type(input(dialog, 'Verification code'), code);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('m11955554444'));
  });

  it('asks the code with the module id of the form it comes from (product rules: account calls)', async () => {
    const sent: { moduleId: string | null; body: unknown }[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (!request.url.includes('/wps/verification/sms/register')) return;
      const copy = request.clone();
      void copy.json().then((body: unknown) => sent.push({ moduleId: copy.headers.get('ModuleId'), body }));
    };
    server.events.on('request:start', listener);
    try {
      const { user, dialog } = await openRegister();
      freezeClock();
      await user.type(input(dialog, 'Mobile number'), '11955553333');
      await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
      expect(await within(dialog).findByRole('button', { name: /^Resend in (60|59) s$/ })).toBeDisabled();
      await user.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
      const panel = within(dialog).getByRole('tabpanel');
      await user.type(input(dialog, 'Mobile number'), '11955552222');
      vi.advanceTimersByTime(1000);
      await user.click(within(panel).getByRole('button', { name: 'Get code' }));
      expect(await within(panel).findByRole('button', { name: /^Resend in (60|59) s$/ })).toBeDisabled();
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent).toEqual([
        { moduleId: 'REGMOBVERF3', body: { countryDialingCode: '55', mobileNo: '11955553333' } },
        { moduleId: 'MOBILENUMREG3', body: { countryDialingCode: '55', mobileNo: '11955552222' } },
      ]);
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it('shows the server refusal of a code request on the mobile number', async () => {
    const { user, dialog } = await openRegister();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    await user.type(input(dialog, 'Mobile number'), '11987654321'); // player01's number
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    await described(input(dialog, 'Mobile number'), 'This mobile number is already registered.');
    expect(within(dialog).getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('offers only the modes the site flags allow', async () => {
    await setScenario({ flags: { USERNAMEREG3: false } });
    const { dialog } = await openRegister();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Username')).not.toBeInTheDocument();
    expect(input(dialog, 'Mobile number')).toBeRequired();
  });

  it('uses the third-party phone sign-in when configured', async () => {
    const previous = env.VITE_PHONE_AUTH_PROVIDER;
    env.VITE_PHONE_AUTH_PROVIDER = 'fake';
    try {
      const { user, dialog } = await openRegister();
      await user.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
      await user.type(input(dialog, 'Mobile number'), '11933332222');
      await fetch('/__mock/phone-auth/fail', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: 'auth/too-many-requests' }),
      });
      freezeClock();
      await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
      await described(input(dialog, 'Mobile number'), 'Too many requests. Please try again in 5 minutes.');
      vi.advanceTimersByTime(1000); // the get-code throttle: one request a second
      await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
      expect(await within(dialog).findByRole('button', { name: /^Resend in (60|59) s$/ })).toBeDisabled();
      const answer = (await (await fetch('/__mock/phone-auth/latest?phone=%2B5511933332222')).json()) as {
        code: string;
      };
      await user.type(input(dialog, 'Verification code'), answer.code);
      await user.type(input(dialog, 'Password'), strong);
      await user.type(input(dialog, 'Confirm password'), strong);
      await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(sessionStorage.getItem('account')).toBe('m11933332222'));
    } finally {
      env.VITE_PHONE_AUTH_PROVIDER = previous;
    }
  });
});
