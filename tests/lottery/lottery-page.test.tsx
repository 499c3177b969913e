import { screen, waitFor, within } from '@testing-library/react';
import { playForFree } from '@/features/access/api/free-play';
import { fetchGameMenus } from '@/features/lottery/api/game-menus';
import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import { loginToken, renderApp, setScenario } from '../test-utils';
import { captureRequests, fakeTab } from './launch-capture';

const vnElott = () =>
  gameCatalogue().games.filter((g) => g.vassalage === 'TCG_LOTTO_VN' && g.gameType === 'ELOTT');

async function asPlayer() {
  sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
}

describe('lottery pages', () => {
  it('lists the Vietnam lottery menus of the prize mode for player01 and enters the lobby with the LOTT params', async () => {
    await asPlayer();
    const menus = captureRequests('/lgw/vn/games/game_menu');
    const launches = captureRequests('/wps/game/launchGame');
    const { tab, open } = fakeTab();
    const { user } = await renderApp('/vnLottery');

    expect(await screen.findByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeInTheDocument();
    const list = await screen.findByRole('navigation', { name: 'Lottery games' });
    // The mock's ELOTT lane holds a TCG_LOTTO_VN card: the menus are asked for in ELOTT prize mode.
    expect(menus.seen[0]?.get('prizeMode')).toBe('ELOTT');
    expect(menus.seen[0]?.get('device')).toBe('WEB');
    for (const name of ['Keno', 'Fast lottery', 'Racing']) {
      expect(within(list).getByRole('heading', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    const first = vnElott()[0];
    if (!first) throw new Error('no Vietnam e-lottery game in the mock');
    // The first listed game is chosen: it is marked in the list and shown large.
    expect(within(list).getByRole('link', { current: true })).toHaveTextContent(first.names.EN);
    expect(screen.getByRole('heading', { level: 2, name: first.names.EN })).toBeInTheDocument();
    // Its latest draws come from the Vietnam lottery's draw call.
    expect(await screen.findByText(/^Draw 20261101-0480$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enter lobby' }));
    expect(open).toHaveBeenCalledWith('', expect.stringMatching(/^game-\d+$/));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalled());
    const params = launches.seen[0];
    expect(Object.fromEntries(params ?? [])).toMatchObject({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: first.gameCode,
      lottoView: 'lobby',
      // The reference's: the page the player leaves, and no device.
      backUrl: window.location.href,
      language: 'EN',
    });
    expect(params?.has('device')).toBe(false);
    const url = new URL(tab.location.replace.mock.calls[0]?.[0] ?? '');
    expect(url.pathname).toMatch(/\/launch\/play$/);
    expect(url.searchParams.get('lotto')).toBe(first.gameCode);
    launches.stop();
    menus.stop();
  });

  it('switches the game from the list and plays it directly on the Sea page, in the SEA area', async () => {
    await asPlayer();
    const launches = captureRequests('/wps/game/launchGame');
    const { tab } = fakeTab();
    const { user } = await renderApp('/seaLottery');
    const list = await screen.findByRole('navigation', { name: 'Lottery games' });
    const magnum = within(list).getAllByRole('link', { name: /Magnum 4D/ })[0];
    if (!magnum) throw new Error('no Magnum 4D in the Sea menus');
    await user.click(magnum);
    expect(await screen.findByRole('heading', { level: 2, name: /Magnum 4D/ })).toBeInTheDocument();
    expect(magnum).toHaveAttribute('aria-current', 'true');
    expect(magnum).toHaveAttribute('href', expect.stringMatching(/^\/seaLottery\?gameCode=/));

    await user.click(screen.getByRole('button', { name: 'Play now' }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalled());
    expect(launches.seen[0]?.get('lottoArea')).toBe('SEA');
    expect(launches.seen[0]?.get('lottoView')).toBe('betting');
    launches.stop();
  });

  it('opens the general page on the game its address names', async () => {
    await asPlayer();
    const menus = await fetchGameMenus();
    const target = menus[1]?.games[2];
    if (!target) throw new Error('the general menus are too short');
    await renderApp(`/lottery?gameCode=${target.gameCode}`);
    expect(await screen.findByRole('heading', { level: 2, name: target.gameName })).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Lottery games' });
    expect(within(list).getByRole('link', { current: true })).toHaveTextContent(target.gameName);
  });

  it('shows an error with a retry when the menus fail, and the games after the retry', async () => {
    await asPlayer();
    await setScenario({ failures: [{ path: '/lgw/vn/games/game_menu', status: 503, times: 2 }] });
    const { user } = await renderApp('/vnLottery');
    expect(await screen.findByText('The lottery games could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Lottery games' })).toBeInTheDocument();
  });

  it('sends a visitor on /vnLottery to the login popup', async () => {
    await renderApp('/vnLottery');
    // The login popup is a lazy chunk: the first one a test file opens may take a while to compile.
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Lottery games' })).not.toBeInTheDocument();
  });

  it('refuses a trial account at the lobby with in_need_true_account and opens no tab', async () => {
    const trial = await playForFree();
    sessionStorage.setItem('token', trial.token);
    const { open } = fakeTab();
    const { user } = await renderApp('/vnLottery');
    await user.click(await screen.findByRole('button', { name: 'Enter lobby' }));
    const notice = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(notice).toHaveTextContent('This is a trial account. Please register a real account to continue.');
    expect(open).not.toHaveBeenCalled();
  });
});
