import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within, waitFor } from '@testing-library/react';
import { findHeader, loginToken, renderApp } from '../test-utils';

/** The script at the top of index.html's head, run as the browser runs it before anything else loads. */
function runHeadScript() {
  const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const scripts = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  new Function(scripts[0]![1]!)();
}

describe('the ?token= hand-over', () => {
  it('takes the token out of the address before the app loads, and the app makes it the session', async () => {
    const token = await loginToken('player01', 'Player#2026');
    window.history.replaceState(null, '', `/promotions?token=${token}&ref=abc#top`);
    runHeadScript();
    // Gone from the address at once, before any script or style of the app is asked for.
    expect(window.location.search).toBe('?ref=abc');
    expect(window.location.hash).toBe('#top');

    await renderApp(`${window.location.pathname}${window.location.search}${window.location.hash}`);
    const header = await findHeader();
    expect(await within(header).findByRole('button', { name: 'Profile' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('player01'));
    // Kept once, as the session's token: the hand-over place is emptied as soon as it is read.
    expect(Object.values({ ...sessionStorage }).filter((value) => value === token)).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBe(token);
  });

  it("asks before a link's token replaces another member's session; keeping it keeps that member", async () => {
    sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
    const handed = await loginToken('agent01', 'Agent#2026');
    window.history.replaceState(null, '', `/?token=${handed}`);
    runHeadScript();
    const { user } = await renderApp(window.location.pathname);

    const question = await screen.findByRole('dialog', { name: 'Switch account?' });
    expect(within(question).getByText(/signs in a different account/)).toBeInTheDocument();
    // Until the answer, the session here is the one that was here.
    expect(sessionStorage.getItem('token')).not.toBe(handed);
    await user.click(within(question).getByRole('button', { name: 'Keep my session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(await findHeader()).findByText('Lucky Player')).toBeInTheDocument();
    expect(Object.values({ ...sessionStorage })).not.toContain(handed);
  });

  it('switches to the account of the link when asked to, without the previous name beside it', async () => {
    sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
    const handed = await loginToken('agent01', 'Agent#2026');
    window.history.replaceState(null, '', `/?token=${handed}`);
    runHeadScript();
    const { user } = await renderApp(window.location.pathname);
    const header = await findHeader();
    expect(await within(header).findByText('Lucky Player')).toBeInTheDocument();

    const question = await screen.findByRole('dialog', { name: 'Switch account?' });
    await user.click(within(question).getByRole('button', { name: 'Switch account' }));
    // The previous member's name goes at once, with the token it belonged to.
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe(handed));
    expect(within(header).queryByText('Lucky Player')).not.toBeInTheDocument();
    expect(await within(header).findByText('Agent Alpha')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('agent01'));
  });

  it('changes nothing, and asks nothing, when the link hands over the session already here', async () => {
    const token = await loginToken('player01', 'Player#2026');
    sessionStorage.setItem('token', token);
    window.history.replaceState(null, '', `/promotions?token=${token}`);
    runHeadScript();
    await renderApp(window.location.pathname);
    expect(await within(await findHeader()).findByText('Lucky Player')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe(token);
  });

  it('leaves an address without a token alone', () => {
    window.history.replaceState(null, '', '/rng?vassalage=PG');
    runHeadScript();
    expect(window.location.search).toBe('?vassalage=PG');
    expect(sessionStorage.length).toBe(0);
  });
});
