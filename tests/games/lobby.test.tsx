import { screen, waitFor, within } from '@testing-library/react';
import { request } from '@/api';
import { favouriteList } from '@/features/games/api/favourite-list';
import { recentGames } from '@/features/games/api/recent-games';
import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import { vendorLanes } from '@mocks/domains/games/game-lanes';
import { classifyLabels } from '@mocks/domains/games/game-words';
import { findGrid, logInAs, tileNames } from './games-helpers';
import { renderApp } from '../test-utils';
import en from '../../locales/en/games.json';

const labels = en as Record<string, string>;
// Looked up afresh each time: swiper takes the rows over from their first drawing (decision 013).
const categories = () => screen.getByRole('group', { name: 'Categories' });
const vendors = () => screen.getByRole('group', { name: 'Providers' });
const chipNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .map((b) => b.textContent);
const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

/** Bingo is offered only where language TY is supported; EN and PT are. */
const offered = (entry: { key: string }) => entry.key !== 'BG';
const rngGames = () => gameCatalogue().games.filter((g) => g.gameType === 'RNG');
const count = (n: number) => `${n.toLocaleString('en')} games`;

describe('game lobby', () => {
  it('lists the whole slot category with a count, virtualized', async () => {
    await renderApp('/rng');
    const grid = await findGrid();
    expect(await screen.findByText(count(rngGames().length))).toBeInTheDocument();
    const items = within(grid).getAllByRole('listitem');
    // Only the rows near the viewport are in the DOM, each item placed in the whole list.
    expect(items.length).toBeLessThan(80);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', String(rngGames().length));
  });

  it('orders the category menu All, Favourites, Recent, New, then the lane (RNG)', async () => {
    await renderApp('/rng');
    await findGrid();
    const lane = vendorLanes().find((l) => l.title === 'RNG')!;
    expect(lane.gameClassify.map((c) => c.key)).toContain('BG');
    expect(chipNames(categories())).toEqual([
      'All',
      'Favourites',
      'Recent',
      'New',
      ...lane.gameClassify.filter(offered).map((c) => labels[classifyLabels[c.key]!]),
    ]);
    expect(pressed(categories())).toEqual(['All']);
  });

  it('leaves Bingo out: this build supports EN and PT, not TY (product rules: constants and limits)', async () => {
    await renderApp('/rng');
    await findGrid();
    expect(chipNames(categories())).toContain('Video slots');
    expect(within(categories()).queryByRole('button', { name: 'Bingo' })).not.toBeInTheDocument();
  });

  it('has no New outside RNG', async () => {
    await renderApp('/live');
    await findGrid();
    expect(chipNames(categories()).slice(0, 4)).toEqual(['All', 'Favourites', 'Recent', 'Baccarat']);
  });

  it('narrows by vendor, keeps only the vendor’s categories and filters by category', async () => {
    const { user } = await renderApp('/rng');
    await findGrid();
    expect(pressed(vendors())).toEqual(['All providers']);

    await user.click(within(vendors()).getByRole('button', { name: 'Habanero' }));
    const haba = rngGames().filter((g) => g.vassalage === 'HABA');
    expect(await screen.findByText(count(haba.length))).toBeInTheDocument();
    expect(pressed(vendors())).toEqual(['Habanero']);
    const lane = vendorLanes().find((l) => l.title === 'RNG')!;
    const habaKeys = lane.gameClassify
      .filter((c) => c.vendors.includes('HABA') && offered(c))
      .map((c) => c.key);
    expect(chipNames(categories()).slice(4)).toEqual(habaKeys.map((k) => labels[classifyLabels[k]!]));

    const key = habaKeys[0]!;
    await user.click(within(categories()).getByRole('button', { name: labels[classifyLabels[key]!] }));
    const narrowed = haba.filter((g) => g.gameClassify === key);
    expect(await screen.findByText(count(narrowed.length))).toBeInTheDocument();
    expect(pressed(categories())).toEqual([labels[classifyLabels[key]!]]);

    // New: only the games flagged new.
    await user.click(within(categories()).getByRole('button', { name: 'New' }));
    expect(await screen.findByText(count(haba.filter((g) => g.isNew).length))).toBeInTheDocument();
  });

  it('lands filtered from a nav link (?vassalage=HABA) and shows the unsafe names as plain text', async () => {
    await renderApp('/rng?vassalage=HABA');
    const grid = await findGrid();
    expect(pressed(vendors())).toEqual(['Habanero']);
    const names = tileNames(grid);
    expect(names).toContain('<b>Lucky</b> & "Gold"');
    expect(names).toContain('<img src=x onerror=alert(1)> Slots');
    expect(within(grid).getByText('<b>Lucky</b> & "Gold"')).toBeInTheDocument();
    // No markup from a name made it into the page: only the DOM itself can show an absent element.
    // eslint-disable-next-line testing-library/no-node-access
    expect(grid.querySelector('b, img[src="x"]')).toBeNull();
  });

  it.each([
    ['/gameListCenter/haba/rng', 'Slots', 'RNG', 'HABA', 'Habanero'],
    ['/gameListCenter/evo/live', 'Live casino', 'LIVE', 'EVO', 'Evolution'],
    ['/gameListCenter?vassalage=haba&gameType=rng', 'Slots', 'RNG', 'HABA', 'Habanero'],
  ])('opens the gameListCenter address %s as its lobby, narrowed to the vendor', async (...args) => {
    const [route, title, gameType, vassalage, vendorName] = args;
    await renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await findGrid();
    await waitFor(() => expect(pressed(vendors())).toEqual([vendorName]));
    const listed = gameCatalogue().games.filter((g) => g.gameType === gameType && g.vassalage === vassalage);
    expect(await screen.findByText(count(listed.length))).toBeInTheDocument();
  });

  it('asks a visitor to log in for Favourites and Recent, and keeps All', async () => {
    const { user } = await renderApp('/rng');
    await findGrid();
    await user.click(within(categories()).getByRole('button', { name: 'Recent' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(pressed(categories())).toEqual(['All']);
  });

  it('shows a member’s recent games and favourites of the category', async () => {
    await logInAs();
    const { user } = await renderApp('/rng');
    await findGrid();
    const favourites = await request(favouriteList, { params: { gameType: 'RNG', pageSize: 500 } });
    await user.click(within(categories()).getByRole('button', { name: 'Favourites' }));
    await waitFor(() => expect(pressed(categories())).toEqual(['Favourites']));
    expect(await screen.findByText(count(favourites.content.length))).toBeInTheDocument();
    const grid = await findGrid();
    for (const item of within(grid).getAllByRole('listitem')) {
      expect(within(item).getByRole('button', { name: /favourites$/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    const recent = await request(recentGames, { params: { gameType: 'RNG', pageSize: 500 } });
    expect(recent.content.length).toBeGreaterThan(0);
    await user.click(within(categories()).getByRole('button', { name: 'Recent' }));
    await waitFor(() => expect(pressed(categories())).toEqual(['Recent']));
    expect(await screen.findByText(count(recent.content.length))).toBeInTheDocument();
    expect(tileNames(await findGrid())).toEqual(recent.content.map((g) => g.gameName));
  });

  it('searches by name on the client and says when nothing matches', async () => {
    const { user } = await renderApp('/rng');
    await findGrid();
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(box, 'dragon');
    const matching = rngGames().filter((g) => g.names.EN.toLowerCase().includes('dragon'));
    expect(await screen.findByText(count(matching.length))).toBeInTheDocument();
    const grid = await findGrid();
    for (const name of tileNames(grid)) expect(name.toLowerCase()).toContain('dragon');

    await user.clear(box);
    await user.type(box, 'zzzz-no-game');
    expect(await screen.findByText('No game matches “zzzz-no-game”.')).toBeInTheDocument();
    expect(screen.getByText('0 games')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText(count(rngGames().length))).toBeInTheDocument();
  });

  it('lists only in-house games on /inHouse', async () => {
    await renderApp('/inHouse');
    const grid = await findGrid();
    const pge = rngGames().filter((g) => g.vassalage === 'PGE');
    expect(await screen.findByText(count(pge.length))).toBeInTheDocument();
    expect(within(grid).getAllByText('PGE Originals').length).toBeGreaterThan(0);
    expect(screen.queryByRole('group', { name: 'Providers' })).not.toBeInTheDocument();
  });

  it('lists the hot games on /hot', async () => {
    await renderApp('/hot');
    await findGrid();
    expect(await screen.findByText('30 games')).toBeInTheDocument();
    expect(sessionStorage.getItem('HOT_GAMES')).toContain('nodeId');
  });

  it('shows an error with a retry when the list cannot load', async () => {
    const { setScenario } = await import('../test-utils');
    await setScenario({ failures: [{ path: '/wps/relay/GCSGAME_gameList', status: 503, times: 2 }] });
    const { user } = await renderApp('/fish');
    expect(await screen.findByText('The games could not be loaded', {})).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await findGrid();
  });

  it('reads a list answer without its games as an error, not as an empty lobby', async () => {
    const { http, HttpResponse } = await import('msw');
    const { server } = await import('@mocks/node');
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () =>
        HttpResponse.json({ success: true, value: { totalPages: 1, totalCount: 0 } }),
      ),
    );
    await renderApp('/fish');
    expect(await screen.findByText('The games could not be loaded', {})).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/\b0 games\b/)).not.toBeInTheDocument();
  });

  it.each(['/nosuchgames', '/gameListCenter?vassalage=haba'])(
    'answers %s, an unknown or missing game type, with the not-found page',
    async (route) => {
      await renderApp(route);
      expect(await screen.findByText('Page not found')).toBeInTheDocument();
    },
  );
});
