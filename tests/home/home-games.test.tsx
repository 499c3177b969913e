import { screen, waitFor, within } from '@testing-library/react';
import { getState } from '@mocks/state/store';
import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import { hotGames, rankList } from '@mocks/domains/games/game-highlights';
import { server } from '@mocks/node';
import { loginToken, mainNavLabels, renderApp, setScenario } from '../test-utils';

const PLAYER_ID = 10001;
const nameOf = (nodeId: number) => gameCatalogue().byNodeId.get(nodeId)?.names.EN ?? '';
const tileNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) =>
      within(item)
        .getByRole('button', { name: /^Play / })
        .getAttribute('aria-label'),
    );

/** The tile names of the list called `name`, looked up afresh each time (lists are replaced as data arrives). */
const tilesOf = (name: string) => tileNames(screen.getByRole('list', { name }));

async function asPlayer(route = '/') {
  sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
  return renderApp(route);
}

describe('home game tabs', () => {
  it('shows at most 13 hot games, in the server order, to a visitor', async () => {
    await renderApp('/');
    const expected = hotGames()
      .slice(0, 13)
      .map((g) => `Play ${g.names.EN}`);
    await waitFor(() => expect(tilesOf('Hot games')).toEqual(expected));
  });

  it('asks a visitor to log in for My collection and stays on the tab shown', async () => {
    const { user } = await renderApp('/');
    const tabs = await screen.findByRole('tablist', { name: 'Games for you' });
    await user.click(within(tabs).getByRole('tab', { name: 'My collection' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Hot games' })).toHaveAttribute('aria-selected', 'true');
  });

  it("lists a member's favourites under My collection, and recommended slots under Recommended", async () => {
    const { user } = await asPlayer('/');
    const tabs = await screen.findByRole('tablist', { name: 'Games for you' });
    await user.click(within(tabs).getByRole('tab', { name: 'My collection' }));
    const favourites = getState().favourites.get(PLAYER_ID) ?? [];
    await waitFor(() =>
      expect(tilesOf('My collection')).toEqual(favourites.slice(0, 13).map((id) => `Play ${nameOf(id)}`)),
    );

    await user.click(within(tabs).getByRole('tab', { name: 'Recommended' }));
    await waitFor(() => expect(tilesOf('Recommended').length).toBeGreaterThan(0));
    const top = new Set(
      gameCatalogue()
        .games.filter((g) => g.gameType === 'RNG' && g.isTop)
        .map((g) => `Play ${g.names.EN}`),
    );
    const shown = tilesOf('Recommended');
    expect(shown.length).toBeLessThanOrEqual(13);
    for (const name of shown) expect(top.has(name ?? '')).toBe(true);
  });
});

// Looked up afresh each time: swiper takes the row over from its first drawing (decision 013).
const slotFilter = () => screen.getByRole('group', { name: 'Slot classification' });

describe('home slot section', () => {
  it('filters by vendor and links to the slots lobby', async () => {
    const { user } = await renderApp('/');
    const section = await screen.findByRole('region', { name: 'Slots' });
    expect(within(section).getByRole('link', { name: 'More' })).toHaveAttribute('href', '/rng');
    await waitFor(() => expect(within(slotFilter()).getByRole('button', { name: 'Habanero' })).toBeVisible());
    await user.click(within(slotFilter()).getByRole('button', { name: 'Habanero' }));
    const list = await within(section).findByRole('list', { name: 'Habanero' });
    // Habanero's first games carry hostile names: they must arrive as plain text.
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(list).getByText('<b>Lucky</b> & "Gold"')).toBeInTheDocument();
    expect(within(list).queryByText('Lucky', { selector: 'b' })).not.toBeInTheDocument();
  });

  it('needs a login for favourites and recent games', async () => {
    const { user } = await renderApp('/');
    await screen.findByRole('group', { name: 'Slot classification' });
    await user.click(within(slotFilter()).getByRole('button', { name: 'Recent' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(within(slotFilter()).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows a member's recent slots", async () => {
    const { user } = await asPlayer('/');
    await screen.findByRole('group', { name: 'Slot classification' });
    await user.click(within(slotFilter()).getByRole('button', { name: 'Recent' }));
    const recent = (getState().recent.get(PLAYER_ID) ?? []).slice(0, 12);
    await waitFor(() => expect(tilesOf('Recent')).toEqual(recent.map((id) => `Play ${nameOf(id)}`)));
  });
});

describe('home caches', () => {
  it('keeps hot games and winners in session storage and paints from them when the server fails', async () => {
    await renderApp('/');
    await waitFor(() => expect(sessionStorage.getItem('HOT_GAMES')).not.toBeNull());
    await waitFor(() => expect(sessionStorage.getItem('WINNERS')).not.toBeNull());
    const hot = JSON.parse(sessionStorage.getItem('HOT_GAMES') ?? '[]') as { gameName: string }[];
    expect(hot[0]?.gameName).toBe(hotGames()[0]?.names.EN);
  });

  it('asks the server again for hot games, winners and vendors when the page is loaded afresh', async () => {
    // A first visit fills the stored copies; a reload then starts from them.
    const { unmount } = await renderApp('/');
    await waitFor(() => {
      for (const key of ['HOT_GAMES', 'WINNERS', 'gameVendor'])
        expect(sessionStorage.getItem(key)).not.toBeNull();
    });
    unmount();
    const stored = <T,>(key: string) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as T[];
    const edit = <T,>(key: string, change: (list: T[]) => T[]) =>
      sessionStorage.setItem(key, JSON.stringify(change(stored<T>(key))));
    edit<{ gameName: string }>('HOT_GAMES', (list) =>
      list.map((g) => ({ ...g, gameName: `Old ${g.gameName}` })),
    );
    edit<{ customerName: string }>('WINNERS', (list) =>
      list.map((w) => ({ ...w, customerName: `old-${w.customerName}` })),
    );
    edit<{ title: string }>('gameVendor', (lanes) => lanes.filter((lane) => lane.title === 'RNG'));

    const asked = new Set<string>();
    const listener = ({ request }: { request: Request }) => asked.add(new URL(request.url).pathname);
    server.events.on('request:start', listener);
    try {
      await renderApp('/');
      await waitFor(() =>
        expect([...asked]).toEqual(
          expect.arrayContaining([
            '/wps/relay/GCSGAME_hotGamesV2',
            '/wps/relay/GCSGAME_getRankList',
            '/wps/relay/GCSGAME_newGameVendor',
          ]),
        ),
      );
    } finally {
      server.events.removeListener('request:start', listener);
    }
    // The answers replace the stored copies on screen and in storage.
    const expected = hotGames()
      .slice(0, 13)
      .map((g) => `Play ${g.names.EN}`);
    await waitFor(() => expect(tilesOf('Hot games')).toEqual(expected));
    const biggest = await screen.findByRole('region', { name: 'Biggest wins' });
    await waitFor(() =>
      expect(within(biggest).getAllByRole('button', { name: /just won/ })[0]).toHaveTextContent(
        rankList('ALL', 20, 'EN')[0]!.vo.customerName,
      ),
    );
    await waitFor(() => expect(mainNavLabels()).toContain('Live casino'));
    expect(sessionStorage.getItem('WINNERS')).not.toContain('old-');
  });

  it('shows the stored winners at once, even when the refresh fails', async () => {
    const stored = rankList('ALL', 20, 'EN').map((entry) => ({
      ...entry.vo,
      nodeId: String(entry.vo.nodeId),
      customerName: `kept-${entry.vo.customerName}`,
    }));
    sessionStorage.setItem('WINNERS', JSON.stringify(stored));
    await setScenario({ failures: [{ path: '/wps/relay/GCSGAME_getRankList', status: 500, times: 5 }] });
    await renderApp('/');
    const biggest = await screen.findByRole('region', { name: 'Biggest wins' });
    expect(within(biggest).getAllByRole('button', { name: /just won/ })[0]).toHaveTextContent(
      stored[0]!.customerName,
    );
  });
});
