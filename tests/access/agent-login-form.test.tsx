import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { server } from '@mocks/node';
import { agentLoginSchema } from '@/features/agent/api/agent-login';
import { latestCaptcha } from '../auth/auth-helpers';
import { renderApp } from '../test-utils';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const submitName = 'Log in to the agent area';

/** Counts the captcha images the app asks the backend for. */
function countCaptchaCalls() {
  const calls = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/wps/captcha') calls.count += 1;
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

/** The agent login after two wrong passwords, when the mock starts asking for a captcha. */
async function formAskingForCaptcha(user: User) {
  const form = await screen.findByRole('form', { name: 'Agent login' });
  await user.type(within(form).getByLabelText('Agent username'), 'agent01');
  await user.type(within(form).getByLabelText('Password'), 'wrong');
  await user.click(within(form).getByRole('button', { name: submitName }));
  await within(form).findByRole('alert');
  await user.click(within(form).getByRole('button', { name: submitName }));
  await within(form).findByLabelText('Captcha');
  return form;
}

describe('the agent login form', () => {
  it('names what is missing on the fields concerned, and keeps what was typed', async () => {
    const { user } = await renderApp('/agentHome');
    const form = await screen.findByRole('form', { name: 'Agent login' });
    const username = within(form).getByLabelText('Agent username');
    const password = within(form).getByLabelText('Password');

    await user.click(within(form).getByRole('button', { name: submitName }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Please enter your username and password.',
    );
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Please enter your username and password.');
    expect(password).toHaveAttribute('aria-invalid', 'true');

    // A filled-in password is no longer marked; the empty username still is, and still says why.
    await user.type(password, 'Agent#2026');
    await user.click(within(form).getByRole('button', { name: submitName }));
    await waitFor(() => expect(password).not.toHaveAttribute('aria-invalid'));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Please enter your username and password.');
    expect(password).toHaveValue('Agent#2026');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('asks for the captcha by name once it is shown, then logs in with it', async () => {
    const { user } = await renderApp('/agentHome');
    const form = await formAskingForCaptcha(user);
    expect(await within(form).findByRole('img', { name: /Captcha image/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );

    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), 'Agent#2026');
    await user.click(within(form).getByRole('button', { name: submitName }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please enter the captcha.');
    const captcha = within(form).getByLabelText('Captcha');
    expect(captcha).toHaveAttribute('aria-invalid', 'true');
    expect(captcha).toHaveAccessibleDescription('Please enter the captcha.');
    expect(within(form).getByLabelText('Agent username')).toHaveValue('agent01');
    expect(within(form).getByLabelText('Password')).toHaveValue('Agent#2026');

    await user.type(captcha, await latestCaptcha());
    await user.click(within(form).getByRole('button', { name: submitName }));
    expect(await screen.findByRole('button', { name: 'Open agent centre' })).toBeInTheDocument();
    expect(sessionStorage.getItem('account')).toBe('agent01');
    // Logged in on the agent page: the agent centre opens on its own, with the team's figures.
    const centre = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(await within(centre).findByText('Team size')).toBeInTheDocument();
  });

  it('shows a new captcha after a wrong answer, the typed credentials kept', async () => {
    const { user } = await renderApp('/agentHome');
    const form = await formAskingForCaptcha(user);
    const image = await within(form).findByRole('img', { name: /Captcha image/ });
    const first = image.getAttribute('src');
    const answer = await latestCaptcha();

    await user.type(within(form).getByLabelText('Captcha'), answer === '0000' ? '1111' : '0000');
    await user.click(within(form).getByRole('button', { name: submitName }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(/captcha/i));
    await waitFor(() => expect(image).not.toHaveAttribute('src', first ?? ''));
    expect(within(form).getByLabelText('Captcha')).toHaveValue('');
    expect(within(form).getByLabelText('Agent username')).toHaveValue('agent01');
    expect(within(form).getByLabelText('Password')).toHaveValue('wrong');
  });

  it('shows a new captcha at most once a second', async () => {
    const { user } = await renderApp('/agentHome');
    const form = await formAskingForCaptcha(user);
    const image = await within(form).findByRole('img', { name: /Captcha image/ });
    const refresh = within(form).getByRole('button', { name: 'Show a new captcha' });
    const { calls, stop } = countCaptchaCalls();
    // Only the clock is fake: the throttle reads Date.now(), everything else runs on real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const first = image.getAttribute('src');
      await user.click(refresh);
      await user.click(refresh);
      await waitFor(() => expect(image).not.toHaveAttribute('src', first ?? ''));
      expect(calls.count).toBe(1);

      vi.setSystemTime(Date.now() + 1000);
      const second = image.getAttribute('src');
      await user.click(refresh);
      await waitFor(() => expect(image).not.toHaveAttribute('src', second ?? ''));
      expect(calls.count).toBe(2);
    } finally {
      vi.useRealTimers();
      stop();
    }
  });
});

describe('the agent login schema', () => {
  const filled = { username: ' agent01 ', password: ' secret ', captcha: ' 1234 ' };

  it('trims the username and the captcha, never the password', () => {
    expect(agentLoginSchema(true).parse(filled)).toEqual({
      username: 'agent01',
      password: ' secret ',
      captcha: '1234',
    });
  });

  it('takes spaces for nothing, and asks for the captcha only once it is shown', () => {
    const blank = { ...filled, username: '   ', captcha: '  ' };
    const messages = (captchaShown: boolean) =>
      agentLoginSchema(captchaShown)
        .safeParse(blank)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages(false)).toEqual([['username', 'agent_login_required']]);
    expect(messages(true)).toEqual([
      ['username', 'agent_login_required'],
      ['captcha', 'agent_login_captcha_required'],
    ]);
  });
});
