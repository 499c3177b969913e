import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { http, HttpResponse } from 'msw';
import { decryptKey } from '@mocks/protocol/decrypt';
import { freePlayRandom, clientOs, playForFree } from '@/features/access/api/free-play';
import { findHeader, renderApp, setScenario } from '../test-utils';

interface Seen {
  headers: Headers;
  body: Record<string, unknown>;
}

/** Records the free-play calls the app makes. */
function watchFreePlay() {
  const seen: Seen[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (!request.url.includes('/wps/session/login/freeplay')) return;
    const copy = request.clone();
    void copy.json().then((body: Record<string, unknown>) => seen.push({ headers: copy.headers, body }));
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

describe('free play', () => {
  it('logs a visitor in with a trial account and goes home', async () => {
    const watch = watchFreePlay();
    try {
      const { user } = await renderApp('/promotions');
      const header = await findHeader();
      await user.click(await within(header).findByRole('button', { name: 'Free play' }));

      // The header now shows the trial account instead of Login and Free play.
      expect(await within(header).findByRole('button', { name: /Guest \d+/ })).toBeInTheDocument();
      expect(within(header).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
      expect(within(header).queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
      expect(sessionStorage.getItem('token')).toMatch(/^[0-9a-f]{48}$/);
      expect(sessionStorage.getItem('account')).toMatch(/^trial\d+$/);
      expect(sessionStorage.getItem('isAgent')).toBe('false');
      expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ })).toBeInTheDocument();

      // As the reference sends it (product rules: account calls): {os, platform: "W"} as a plain body, no sealed
      // payload; the random string RSA-sealed (reversed) in the Encryption header; X-Gateway-Version 3.
      await waitFor(() => expect(watch.seen).toHaveLength(1));
      const [call] = watch.seen;
      expect(call!.headers.get('X-Gateway-Version')).toBe('3');
      expect(call!.headers.get('ModuleId')).toBe('FREEPLAY3');
      expect(call!.body).toEqual({ os: expect.any(String), platform: 'W' });
      expect(call!.headers.get('X-RSA')).toBeNull();
      expect(decryptKey(call!.headers.get('Encryption')!)).toMatch(/^[A-Za-z0-9]{16}$/);
    } finally {
      watch.stop();
    }
  });

  it('is offered on the home page too, in Portuguese', async () => {
    localStorage.setItem('hisLang', 'PT');
    const { user } = await renderApp('/');
    const hero = await screen.findByRole('region', { name: /Bem-vindo/ });
    await user.click(within(hero).getByRole('button', { name: 'Jogar grátis' }));
    const header = await findHeader();
    expect(await within(header).findByRole('button', { name: /Guest \d+/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jogar grátis' })).not.toBeInTheDocument();
  });

  it('is hidden when the site switches FREEPLAY3 off', async () => {
    await setScenario({ flags: { FREEPLAY3: false } });
    await renderApp('/');
    const header = await findHeader();
    // The shell renders once the site configuration (which carries the flags) is in.
    expect(await within(header).findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: /Welcome to/ });
    expect(screen.queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
  });

  it('tells the visitor when free play fails, and stays logged out', async () => {
    await setScenario({ failures: [{ path: '/wps/session/login/freeplay', status: 500 }] });
    const { user } = await renderApp('/');
    const header = await findHeader();
    await user.click(await within(header).findByRole('button', { name: 'Free play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(within(header).getByRole('button', { name: 'Free play' })).toBeEnabled();
  });
});

describe('free-play answer', () => {
  const answering = (body: Record<string, unknown>) =>
    server.use(http.post('*/wps/session/login/freeplay', () => HttpResponse.json(body), { once: true }));

  it("reads the token beside success, as the reference's token step does", async () => {
    answering({ success: true, token: 'top-token', value: null });
    await expect(playForFree()).resolves.toMatchObject({ token: 'top-token', firstTimeLogin: false });
  });

  it('reads the token from value too, as a login answers it', async () => {
    answering({ success: true, value: { token: 'inner-token', firstTimeLogin: true } });
    await expect(playForFree()).resolves.toMatchObject({ token: 'inner-token', firstTimeLogin: true });
  });

  it('prefers the top-level token when both are there', async () => {
    answering({ success: true, token: 'top-token', value: { token: 'inner-token' } });
    await expect(playForFree()).resolves.toMatchObject({ token: 'top-token' });
  });

  it('finds an answer without any token malformed', async () => {
    answering({ success: true, value: {} });
    await expect(playForFree()).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('free-play request values', () => {
  it('draws a fresh 16-character random string each time', () => {
    const a = freePlayRandom();
    const b = freePlayRandom();
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(b).not.toBe(a);
  });

  it('names the operating system from the user agent', () => {
    expect(clientOs('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(clientOs('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('Android');
    expect(clientOs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('iOS');
    expect(clientOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('MacOS');
    expect(clientOs('curl/8')).toBe('Other');
  });
});
