import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { decryptRequestPayload } from '@mocks/protocol/decrypt';
import { freePlayRandom, clientOs } from '@/features/access/api/free-play';
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

      // Spec 1 section 7: os, platform W, a random string sent encrypted (a sealed (E) payload, spec 3),
      // and header X-Gateway-Version 3.
      await waitFor(() => expect(watch.seen).toHaveLength(1));
      const [call] = watch.seen;
      expect(call!.headers.get('X-Gateway-Version')).toBe('3');
      expect(Object.keys(call!.body)).toEqual(['value']);
      const sealed = decryptRequestPayload(JSON.stringify(call!.body), call!.headers) as Record<
        string,
        unknown
      >;
      expect(sealed).toMatchObject({ platform: 'W', os: expect.any(String) });
      expect(sealed.random).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(JSON.stringify(call!.body)).not.toContain(String(sealed.random));
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
