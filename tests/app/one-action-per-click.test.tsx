import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { server } from '@mocks/node';
import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import { fakeTab, findGrid, logInAs } from '../games/games-helpers';
import { renderApp, setScenario } from '../test-utils';

/** Counts the requests whose path ends with `suffix`. */
function countRequests(suffix: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(suffix)) seen.count += 1;
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe('one action per click', () => {
  it('Play sends one launch and opens one tab however fast it is clicked, and shows it is busy', async () => {
    await logInAs();
    const game = gameCatalogue()
      .games.filter((g) => g.gameType === 'RNG' && g.vassalage === 'CQ9' && !g.maintenance)
      .sort((a, b) => Number(b.isTop) - Number(a.isTop) || a.nodeId - b.nodeId)[0]!;
    await setScenario({ latencyMs: 200 });
    const launches = countRequests('/wps/game/launchGame');
    const { tab, open } = fakeTab();
    await renderApp('/rng?vassalage=CQ9');
    const play = await within(await findGrid()).findByRole('button', { name: `Play ${game.names.EN}` });

    for (let i = 0; i < 10; i += 1) fireEvent.click(play);
    await waitFor(() => expect(play).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(play).not.toHaveAttribute('aria-busy'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(launches.count).toBe(1);
  });

  it('Play clicked again moments after a quick launch brings the game’s tab forward instead of a second game', async () => {
    await logInAs();
    const game = gameCatalogue().games.find(
      (g) => g.gameType === 'RNG' && g.vassalage === 'CQ9' && !g.maintenance,
    )!;
    const launches = countRequests('/wps/game/launchGame');
    const { tab, open } = fakeTab();
    const { user } = await renderApp('/rng?vassalage=CQ9');
    const play = await within(await findGrid()).findByRole('button', { name: `Play ${game.names.EN}` });

    // The clock stands still, so a loaded machine cannot stretch the burst past the few seconds it is held for.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => void vi.useRealTimers());
    // The burst outlives the launch: the later clicks come after the game's address is in.
    await user.click(play);
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(play).not.toHaveAttribute('aria-busy'));
    await user.click(play);
    await user.click(play);
    expect(tab.focus).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', `game-${game.nodeId}`);
    expect(launches.count).toBe(1);

    // Seconds later Play starts the game again, in the tab of the same name (the browser reuses it).
    vi.setSystemTime(Date.now() + 6_000);
    await user.click(play);
    await waitFor(() => expect(launches.count).toBe(2));
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenLastCalledWith('', `game-${game.nodeId}`);
    await waitFor(() => expect(play).not.toHaveAttribute('aria-busy'));

    // The player closed the game: at once, Play starts it again.
    tab.closed = true;
    await user.click(play);
    await waitFor(() => expect(launches.count).toBe(3));
    expect(tab.focus).toHaveBeenCalledTimes(2);
  });

  it('Refresh balance sends one request per click burst', async () => {
    await logInAs();
    await renderApp('/');
    const balance = await screen.findByTestId('header-balance');
    await waitFor(() => expect(balance.textContent).toMatch(/\d\.\d{2}$/));
    await setScenario({ latencyMs: 200 });
    const refreshes = countRequests('/wps/v2/wallets/balance');

    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    for (let i = 0; i < 3; i += 1) fireEvent.click(refresh);
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(refresh).not.toHaveAttribute('aria-busy'));
    expect(refreshes.count).toBe(1);
  });
});
