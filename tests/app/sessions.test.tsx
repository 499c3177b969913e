import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { request } from '@/api';
import { wireApiClient } from '@/app/client-wiring';
import { createQueryClient } from '@/app/query-client';
import { useSessionStore } from '@/core';
import { server } from '@mocks/node';
import { findGrid } from '../games/games-helpers';
import { findHeader, logInThroughPopup, loginToken, renderApp, setScenario } from '../test-utils';
import { balance } from '@/core/api/balance';

afterEach(() => server.events.removeAllListeners());

describe('a 401 belongs to the session whose token it answers', () => {
  it('a late 401 for an old token leaves the session begun since', async () => {
    const oldToken = await loginToken('player01', 'Player#2026');
    const newToken = await loginToken('team01', 'Team#2026');
    let answerOld: () => void = () => undefined;
    const oldAnswered = new Promise<void>((resolve) => (answerOld = resolve));
    let oldSent: () => void = () => undefined;
    const oldArrived = new Promise<void>((resolve) => (oldSent = resolve));
    // The old session's balance call is answered 401 only after the new session has begun.
    server.use(
      http.get('*/wps/v2/wallets/balance', async ({ request: sent }) => {
        if (sent.headers.get('Authorization') !== oldToken) return undefined;
        oldSent();
        await oldAnswered;
        return HttpResponse.json({ success: false, message: 'Not logged in' }, { status: 401 });
      }),
    );
    wireApiClient(createQueryClient());
    useSessionStore.getState().setToken(oldToken);
    const late = request(balance, { params: { typeId: 0 } });
    await oldArrived;

    useSessionStore.getState().setToken(newToken);
    answerOld();
    await expect(late).rejects.toMatchObject({ kind: 'session' });
    expect(useSessionStore.getState().token).toBe(newToken);
  });

  it('a 401 for the current token still ends the session', async () => {
    const token = await loginToken('player01', 'Player#2026');
    server.use(
      http.get('*/wps/v2/wallets/balance', () =>
        HttpResponse.json({ success: false, message: 'Not logged in' }, { status: 401 }),
      ),
    );
    wireApiClient(createQueryClient());
    useSessionStore.getState().setToken(token);
    await expect(request(balance, { params: { typeId: 0 } })).rejects.toMatchObject({ kind: 'session' });
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('a 401 on a list visitors may see reloads it as a visitor instead of failing', async () => {
    sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
    const sent: (string | null)[] = [];
    server.events.on('request:start', ({ request: r }) => {
      if (new URL(r.url).pathname.endsWith('GCSGAME_gameList')) sent.push(r.headers.get('Authorization'));
    });
    await setScenario({ failures: [{ path: '/wps/relay/GCSGAME_gameList', status: 401, times: 1 }] });
    await renderApp('/rng');

    const grid = await findGrid();
    expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByText('The games could not be loaded')).not.toBeInTheDocument();
    // The session ended with the 401 (the login popup says so); the list came as a visitor's.
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(sent[0]).not.toBeNull();
    expect(sent.slice(1).length).toBeGreaterThan(0);
    expect(sent.slice(1).every((authorization) => authorization === null)).toBe(true);
  });

  it('a 401 on the login form is a refusal, not "Not logged in. Please log in."', async () => {
    // A 401 with no code and no words of its own: the form must not read it as an ended session.
    server.use(
      http.post('*/wps/session/login', () => HttpResponse.json({ success: false }, { status: 401 }), {
        once: true,
      }),
    );
    const { user } = await renderApp('/');
    await findHeader();
    await logInThroughPopup(user, 'player01', 'Player#2026');
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent('The request was refused. Please check your details and try again.'),
    );
    expect(dialog).not.toHaveTextContent('Not logged in. Please log in.');
    expect(within(dialog).getByLabelText('Username')).toHaveValue('player01');
  });
});
