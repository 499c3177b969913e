import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installGeetestStandIn } from '@mocks/domains/geetest/stand-in';
import { server } from '@mocks/node';
import { env } from '@/config/env';
import { forgetGeetest } from '@/core/geetest/geetest-widget';
import { renderApp, setScenario } from '../test-utils';
import { openLogin, type User } from './auth-helpers';

const standInBase = () => new URL('/__cdn/geetest/', window.location.href).href;
// The loader is what the page fetches, not something a person sees: only the document can tell.
const loaderScripts = () =>
  // eslint-disable-next-line testing-library/no-node-access
  document.querySelectorAll(`script[src="${env.VITE_GEETEST_SCRIPT_URL}"]`);

/** What a browser does once the loader arrives: the stand-in defines initGeetest4, then the script's load. */
async function loaderArrives() {
  await waitFor(() => expect(loaderScripts()).toHaveLength(1));
  installGeetestStandIn(window, standInBase());
  loaderScripts()[0]?.dispatchEvent(new Event('load'));
}

async function typeAndSend(user: User, login: HTMLElement) {
  await user.type(within(login).getByLabelText('Username'), 'player01');
  await user.type(within(login).getByLabelText('Password'), 'Player#2026');
  await user.click(within(login).getByRole('button', { name: 'Log in' }));
}

async function passCheck(user: User) {
  const check = await screen.findByRole('dialog', { name: 'Security check' });
  await user.click(within(check).getByRole('button', { name: 'I am human' }));
  // A refusal may show a new check at once: this one is gone.
  await waitFor(() => expect(check).not.toBeInTheDocument());
}

afterEach(() => {
  // The widget draws outside the app's root, where the render's clean-up does not reach.
  screen.queryAllByRole('dialog', { name: 'Security check' }).forEach((d) => d.parentElement?.remove());
  forgetGeetest();
  delete window.initGeetest4;
  loaderScripts().forEach((s) => s.remove());
});

describe('login on a site that uses Geetest v4', () => {
  it('loads nothing of Geetest on a site whose settings do not name it', async () => {
    const { user } = await renderApp('/');
    await typeAndSend(user, await openLogin(user));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('account')).toBe('player01');
    expect(loaderScripts()).toHaveLength(0);
    expect(window.initGeetest4).toBeUndefined();
  });

  it('loads the widget from its setting, shows the check and logs in with the pass', async () => {
    await setScenario({ geetest: true });
    const { user } = await renderApp('/');
    const login = await openLogin(user);
    // The picture captcha is not what this site asks for.
    expect(within(login).queryByLabelText('Captcha')).not.toBeInTheDocument();
    await typeAndSend(user, login);
    await loaderArrives();
    await passCheck(user);
    // The mock refuses a login without a pass it issued: being in proves the fields arrived.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('account')).toBe('player01');
  });

  it('asks for the check again after a refusal naming Geetest, keeping what was typed', async () => {
    await setScenario({ geetest: true, geetestRefusals: 1 });
    installGeetestStandIn(window, standInBase());
    const { user } = await renderApp('/');
    const login = await openLogin(user);
    await typeAndSend(user, login);
    await passCheck(user);

    expect(await within(login).findByRole('alert')).toHaveTextContent(
      'The security check has to be done again. Please complete it to continue.',
    );
    expect(within(login).getByLabelText('Username')).toHaveValue('player01');
    await passCheck(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('account')).toBe('player01');
  });

  it('says so when the check is closed, and sends nothing', async () => {
    await setScenario({ geetest: true });
    installGeetestStandIn(window, standInBase());
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/wps/session/login') sent += 1;
    });
    const { user } = await renderApp('/');
    const login = await openLogin(user);
    await typeAndSend(user, login);
    const check = await screen.findByRole('dialog', { name: 'Security check' });
    await user.click(within(check).getByRole('button', { name: 'Close' }));
    expect(await within(login).findByRole('alert')).toHaveTextContent(
      'The security check was not completed. Send the form again when you are ready.',
    );
    expect(within(login).getByLabelText('Username')).toHaveValue('player01');
    expect(sent).toBe(0);
    server.events.removeAllListeners('request:start');
  });

  it('turns the check on when the server asks for it though the settings did not say', async () => {
    installGeetestStandIn(window, standInBase());
    server.use(
      http.post(
        '*/wps/session/login',
        () =>
          HttpResponse.json(
            { success: false, errorCode: 'geetest_captcha_err', message: 'geetest_captcha_err #1066' },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const { user } = await renderApp('/');
    await typeAndSend(user, await openLogin(user));
    await passCheck(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('account')).toBe('player01');
  });
});
