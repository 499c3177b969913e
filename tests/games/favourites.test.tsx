import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { server } from '@mocks/node';
import { catalogueGame, findGrid, logInAs, serverFavourites } from './games-helpers';
import { renderApp, setScenario } from '../test-utils';

/** Counts the favourite calls the app makes, and the answers it has had. */
function countCalls() {
  const calls = { add: 0, remove: 0 };
  const answered = { add: 0, remove: 0 };
  const kind = (url: string) => {
    const path = new URL(url).pathname;
    if (path.endsWith('MCSFE_addFavoriteGameV2')) return 'add';
    if (path.endsWith('MCSFE_removeFavoriteGameV2')) return 'remove';
    return null;
  };
  server.events.on('request:start', ({ request }) => {
    const k = kind(request.url);
    if (k) calls[k] += 1;
  });
  server.events.on('response:mocked', ({ request }) => {
    const k = kind(request.url);
    if (k) answered[k] += 1;
  });
  return { calls, answered };
}

/**
 * Resolves once the member's favourite ids have been answered: until then no heart can know its state
 * (a click waits for them before deciding between add and remove).
 */
function idsAnswered(): Promise<void> {
  return new Promise((resolve) => {
    server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('MCSFE_getFavoriteGames')) resolve();
    });
  });
}

/**
 * The favourite throttle reads only the clock (Date.now). Faking just the clock stops it, so the throttle's
 * second is passed by `vi.advanceTimersByTime` and not by the machine's speed, while the app's real timers
 * (React, the mock's latency) keep running.
 */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
}

/** The first tile's heart and the game it belongs to. */
async function firstHeart() {
  const grid = await findGrid();
  const item = within(grid).getAllByRole('listitem')[0]!;
  const heart = within(item).getByRole('button', { name: /favourites$/ });
  return { heart, item };
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('favourites', () => {
  it('add at once (before the server answers) and remove at once, one call each', async () => {
    await logInAs();
    const before = await serverFavourites();
    await setScenario({ latencyMs: 300 });
    const { calls, answered } = countCalls();
    const ids = idsAnswered();
    const { user } = await renderApp('/rng?vassalage=JILI');
    const { heart } = await firstHeart();
    // The answers that land meanwhile update the page: awaited as React expects.
    await act(() => ids);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    const name = heart.getAttribute('aria-label')!.replace(/^Add (.*) to favourites$/, '$1');

    freezeClock();
    await user.click(heart);
    // Optimistic: the heart is filled while the call is still on its way.
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName(`Remove ${name} from favourites`);
    expect(calls.add).toBe(1);
    expect(answered.add).toBe(0);
    await waitFor(() => expect(answered.add).toBe(1));
    await waitFor(async () => expect((await serverFavourites()).length).toBe(before.length + 1));

    vi.advanceTimersByTime(1000);
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(calls.remove).toBe(1);
    expect(answered.remove).toBe(0);
    await waitFor(async () => expect(await serverFavourites()).toEqual(before));
  });

  it('allow one action per 1000 ms: rapid clicks make a single call', async () => {
    await logInAs();
    const before = await serverFavourites();
    const { calls } = countCalls();
    const { user } = await renderApp('/rng?vassalage=PP');
    const { heart } = await firstHeart();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));

    freezeClock();
    await user.click(heart);
    await user.click(heart);
    await user.click(heart);
    await user.dblClick(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => expect((await serverFavourites()).length).toBe(before.length + 1));
    expect(calls).toEqual({ add: 1, remove: 0 });

    // Still within the second (999 ms): dropped. A full second after the first click: counted again.
    vi.advanceTimersByTime(999);
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toEqual({ add: 1, remove: 0 });
    vi.advanceTimersByTime(1);
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(async () => expect(await serverFavourites()).toEqual(before));
    expect(calls).toEqual({ add: 1, remove: 1 });
  });

  it('roll back with a warning when the call fails', async () => {
    await logInAs();
    const before = await serverFavourites();
    await setScenario({
      latencyMs: 150,
      failures: [{ path: '/wps/relay/MCSFE_addFavoriteGameV2', status: 503, times: 1 }],
    });
    const ids = idsAnswered();
    const { user } = await renderApp('/rng?vassalage=JDB');
    const { heart } = await firstHeart();
    await act(() => ids);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(dialog).toHaveTextContent('The game could not be added to your favourites. Please try again.');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(async () => expect(await serverFavourites()).toEqual(before));
  });

  it('say when the favourite ids cannot load, and decide a heart on the real list once they do', async () => {
    await logInAs();
    const before = await serverFavourites();
    const favourite = before.map((id) => catalogueGame(Number(id))).find((g) => g.gameType === 'RNG');
    if (!favourite) throw new Error('player01 has no slot among the seeded favourites');
    const name = favourite.names.EN;
    // The ids fail twice (a try and its retry), then answer again.
    await setScenario({ failures: [{ path: '/wps/relay/MCSFE_getFavoriteGames', status: 500, times: 2 }] });
    const { calls } = countCalls();
    const { user } = await renderApp(`/rng?vassalage=${favourite.vassalage}`);
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(dialog).toHaveTextContent('Your favourites could not be loaded. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), name);
    const grid = await findGrid();
    const heart = await within(grid).findByRole('button', {
      name: `${name}: your favourites could not be loaded, try again`,
    });
    expect(heart).not.toHaveAttribute('aria-pressed');

    await user.click(heart);
    // The ids are asked again, and the heart of a favourite removes it (no add).
    await waitFor(async () => expect(await serverFavourites()).not.toContain(String(favourite.nodeId)));
    expect(calls).toEqual({ add: 0, remove: 1 });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('ask a visitor to log in', async () => {
    const { user } = await renderApp('/rng');
    const { heart } = await firstHeart();
    await user.click(heart);
    // The login popup is a lazy chunk with its own strings: the first one in a file takes a moment.
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('list the member on /fav, and a removed game leaves the list at once', async () => {
    await logInAs();
    const ids = await serverFavourites();
    const { user } = await renderApp('/fav');
    const grid = await findGrid();
    expect(await screen.findByText(`${ids.length} games`)).toBeInTheDocument();
    const first = within(grid).getAllByRole('listitem')[0]!;
    const heart = within(first).getByRole('button', { name: /^Remove .* from favourites$/ });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    const label = heart.getAttribute('aria-label')!;

    await user.click(heart);
    // Gone from the list before the call has answered.
    expect(screen.queryByRole('button', { name: label })).not.toBeInTheDocument();
    expect(screen.getByText(`${ids.length - 1} games`)).toBeInTheDocument();
    await waitFor(async () => expect((await serverFavourites()).length).toBe(ids.length - 1));
  });

  it('show visitors a login prompt on /fav', async () => {
    const { user } = await renderApp('/fav');
    expect(await screen.findByText('Log in to see this list')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Games' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});
