import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { within, waitFor } from '@testing-library/react';
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

  it('leaves an address without a token alone', () => {
    window.history.replaceState(null, '', '/rng?vassalage=PG');
    runHeadScript();
    expect(window.location.search).toBe('?vassalage=PG');
    expect(sessionStorage.length).toBe(0);
  });
});
