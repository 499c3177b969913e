import { screen, waitFor, within } from '@testing-library/react';
import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { fakeTab, findGrid, logInAs, logInAsTrial, waitForTrialIdentity } from '../games/games-helpers';
import { renderApp, setScenario } from '../test-utils';

vi.setConfig({ testTimeout: 45_000 });
/** The in-house games the mock marks seamless (mocks/README.md), first as the /inHouse lobby lists them. */
function firstInHouse() {
  const game = gameCatalogue()
    .games.filter((g) => g.vassalage === 'PGE' && !g.maintenance)
    .sort((a, b) => Number(b.isTop) - Number(a.isTop) || a.nodeId - b.nodeId)[0];
  if (!game) throw new Error('no in-house game');
  return game;
}

function seamlessAddress(game: ReturnType<typeof firstInHouse>, extra = '') {
  const query = new URLSearchParams({
    nodeId: String(game.nodeId),
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameName: game.names.EN,
  });
  return `/seamless?${query.toString()}${extra}`;
}

/** Counts the launch calls (either launcher). */
function countLaunches() {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (/GCS_gameLaunchFB|GCS_gameTrialLaunch|game\/launchGame/.test(new URL(request.url).pathname))
      seen.count += 1;
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe('the seamless game page', () => {
  it('plays a seamless game from its lobby inside the page, with a way back and no tab', async () => {
    await logInAs();
    const game = firstInHouse();
    const launches = countLaunches();
    const { open } = fakeTab();
    const { user } = await renderApp('/inHouse');
    const grid = await findGrid();
    await user.click(within(grid).getByRole('button', { name: `Play ${game.names.EN}` }));

    expect(await screen.findByRole('heading', { level: 1, name: game.names.EN })).toBeInTheDocument();
    const frame = await screen.findByTitle(`${game.names.EN}, the game`);
    const url = new URL(frame.getAttribute('src')!);
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toMatch(/^\/__cdn(\/alt)?\/launch\/play$/);
    expect(url.searchParams.get('mode')).toBe('real');
    expect(url.searchParams.get('nodeId')).toBe(String(game.nodeId));
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/rng');
    // The balance stays in view in the header.
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toMatch(/\d\.\d{2}$/));
    expect(open).not.toHaveBeenCalled();
    expect(launches.count).toBe(1);
    // The address names the game, never the session.
    const token = sessionStorage.getItem('token')!;
    expect(window.location.href).not.toContain(token);
    expect(frame.getAttribute('src')).not.toContain(token);
  });

  it('offers the game in a tab of its own when its host may not be framed', async () => {
    await logInAs();
    await setScenario({ seamlessHost: 'foreign' });
    const game = firstInHouse();
    const { open } = fakeTab();
    const { user } = await renderApp(seamlessAddress(game));
    expect(await screen.findByText('This game plays in a tab of its own', {})).toBeInTheDocument();
    expect(screen.queryByTitle(`${game.names.EN}, the game`)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the game in a new tab' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [address, target, features] = open.mock.calls[0]!;
    expect(String(address)).toMatch(/^https:\/\/games\.vendor\.example\/launch\/play\?/);
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
  });

  it('says why a launch failed and starts the game on Try again', async () => {
    await logInAs();
    await setScenario({ failures: [{ path: '/wps/game/launchGame', status: 503, times: 1 }] });
    const game = firstInHouse();
    const { user } = await renderApp(seamlessAddress(game));
    const failed = await screen.findByRole('alert', {});
    expect(failed).toHaveTextContent('The game could not be started');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle(`${game.names.EN}, the game`)).toBeInTheDocument();
  });

  it('says the network failed when the launch never got an answer', async () => {
    await logInAs();
    server.use(http.all('*/wps/game/launchGame', () => HttpResponse.error()));
    await renderApp(seamlessAddress(firstInHouse()));
    const failed = await screen.findByRole('alert', {});
    expect(failed).toHaveTextContent('Network link abnormal, please try again.');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a game the server has under maintenance as such, not as a failure', async () => {
    await logInAs();
    const broken = gameCatalogue().byNodeId.get(gameCatalogue().landmarks.maintenanceNodeId)!;
    await renderApp(seamlessAddress(broken));
    const state = await screen.findByRole('alert', {});
    expect(state).toHaveTextContent('Game under maintenance');
    expect(state).toHaveTextContent(`${broken.names.EN} is under maintenance. Please try another game.`);
  });

  it('offers the deposit when the balance is too low to start, and says an unfinished game is in the way', async () => {
    await logInAs();
    await setScenario({ launchMinimumBalance: 1_000_000 });
    const game = firstInHouse();
    const { user, unmount } = await renderApp(seamlessAddress(game));
    const refused = await screen.findByRole('alert', {});
    expect(refused).toHaveTextContent('Not enough balance');
    expect(refused).toHaveTextContent(
      'Your balance is not enough to start this game. Make a deposit to play.',
    );
    await user.click(within(refused).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    unmount();

    await setScenario({ launchMinimumBalance: null, unfinishedGame: 1 });
    await renderApp(seamlessAddress(game));
    expect(await screen.findByRole('alert', {})).toHaveTextContent(
      'Your previous game has not finished yet.',
    );
  });

  it('asks a visitor to log in, then starts the game', async () => {
    const game = firstInHouse();
    const launches = countLaunches();
    const { user } = await renderApp(seamlessAddress(game));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(screen.getByText(`Log in to play ${game.names.EN}`)).toBeInTheDocument();
    expect(launches.count).toBe(0);
    await user.type(within(login).getByLabelText('Username'), 'player01');
    await user.type(within(login).getByLabelText('Password'), 'Player#2026');
    await user.click(within(login).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTitle(`${game.names.EN}, the game`, {})).toBeInTheDocument();
    expect(launches.count).toBe(1);
  });

  it('plays a free trial without an account', async () => {
    const game = firstInHouse();
    await renderApp(seamlessAddress(game, '&freeTrial=1'));
    const frame = await screen.findByTitle(`${game.names.EN}, the game`, {});
    expect(new URL(frame.getAttribute('src')!).searchParams.get('mode')).toBe('demo');
    expect(screen.getByText('Free trial')).toBeInTheDocument();
  });

  it('stops a trial account with in_need_true_account', async () => {
    await logInAsTrial();
    const game = firstInHouse();
    const launches = countLaunches();
    await renderApp(seamlessAddress(game));
    await waitForTrialIdentity();
    const notice = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(notice).toHaveTextContent('This is a trial account. Please register a real account to continue.');
    expect(launches.count).toBe(0);
  });

  it('says so when the address names no game', async () => {
    await renderApp('/seamless');
    expect(await screen.findByText('No game was chosen', {})).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('speaks Portuguese', async () => {
    localStorage.setItem('hisLang', 'PT');
    await logInAs();
    const game = firstInHouse();
    await renderApp(seamlessAddress(game));
    expect(await screen.findByRole('link', { name: 'Voltar ao lobby' })).toBeInTheDocument();
    expect(await screen.findByTitle(`${game.names.EN}, o jogo`)).toBeInTheDocument();
  });
});
