import { paths } from '@/config/paths';
import { i18n } from '@/i18n';
import type { GameRef } from '@/lib/game-ref';
import { runExclusive } from '@/lib/pending-action';
import { openPopup } from '@/lib/popup-store';
import type { StartGameOptions } from './game-launch';
import { requireRealAccount } from './require-real-account';
import { showWarning } from './show-warning';

/** The pending-action name of a game start; its subject is the game's nodeId (for the busy Play button). */
export const GAME_START_ACTION = 'game-start';

export { GAME_CLIENT_TYPE } from './api/game-client-type';
export type { StartGameOptions } from './game-launch';

let launchHosts: () => readonly string[] = () => [];
// Until the app hands over its router, the seamless page is reached by loading it.
let goTo: (to: string) => void = (to) => window.location.assign(to);

/** The app tells the launcher where the site's launch hosts (launchGameCDNs) are once it has the configuration. */
export function configureGameLaunch(hosts: () => readonly string[]): void {
  launchHosts = hosts;
}

/** The site's launch hosts, for a launch answer's address (game-tab.ts's resolveLaunchUrl). */
export const gameLaunchHosts = (): readonly string[] => launchHosts();

/** The app hands over its router: a seamless game opens its page without reloading the site. */
export function configureGameNavigation(navigate: (to: string) => void): void {
  goTo = navigate;
}

/**
 * Opens the game in a new tab. The tab is opened at once, inside the click, so popup blockers let it
 * through; it shows a waiting line until `load` gives the game address. When the browser refused the tab
 * anyway, a prompt offers the game behind a button (a fresh click). On failure the tab closes and the
 * player is told why: the launch's own refusals (maintenance, a balance too low with the deposit offered, a
 * previous game not finished), the server's words or a translated message (a 401 has already opened the
 * login popup in the API client).
 *
 * One game per burst of clicks: clicks while a game is starting open no second tab and send no second call,
 * and a click on the same game within a few seconds of its start brings its tab to the front instead. The tab
 * is named after the game, so a later start of that game reuses it while it is open.
 */
export function launchInNewTab(game: GameRef, load: () => Promise<string>): void {
  const started = startedTab(game.nodeId);
  if (started) {
    started.focus();
    return;
  }
  runExclusive(GAME_START_ACTION, () => openGameWindow(game, load), game.nodeId);
}

/** How long a game's tab answers a repeated start of that game: a burst of clicks that outlives the launch. */
const REPEAT_START_MS = 5_000;
const startedTabs = new Map<string, { tab: Window; at: number }>();

/** The tab a game started in moments ago, while it is still open. */
function startedTab(nodeId: string): Window | null {
  const started = startedTabs.get(nodeId);
  if (started && !started.tab.closed && Date.now() - started.at < REPEAT_START_MS) return started.tab;
  startedTabs.delete(nodeId);
  return null;
}

/** The name of a game's tab: window.open with it reuses the tab while it is open. */
const gameTabName = (game: GameRef) => `game-${game.nodeId}`;

function openGameWindow(game: GameRef, load: () => Promise<string>): Promise<void> {
  // Inside the click, so popup blockers let it through; what follows the launch loads with it.
  const win = window.open('', gameTabName(game));
  // At once: the tab must not reach back to the portal, even before its waiting line is written.
  if (win) win.opener = null;
  const started = (tab: Window) => startedTabs.set(game.nodeId, { tab, at: Date.now() });
  return import('./game-tab').then(
    (tab) => tab.followGameTab({ win, game, load, hosts: launchHosts(), started }),
    () => {
      win?.close();
      showWarning(i18n.t('error_network'));
    },
  );
}

/**
 * The seamless page's address for a game (our design, mocks/README.md): the game's reference in the query,
 * never a token; the page launches it itself (features/seamless-game reads these names).
 */
function seamlessPath(game: GameRef, roomId: string | undefined, freeTrial: boolean): string {
  const query = new URLSearchParams({
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameName: game.gameName,
  });
  if (game.gameCode) query.set('gameCode', game.gameCode);
  if (roomId) query.set('roomId', roomId);
  if (freeTrial) query.set('freeTrial', '1');
  return `${paths.seamless}?${query.toString()}`;
}

/**
 * Starts a game (product rules: states and flows): a guest gets the login popup and a trial account the
 * in_need_true_account notice, except for a free trial, which a visitor starts without a session; a game
 * under maintenance shows its message with other games suggested; a PVP game asks for a room first; a game
 * the list marks seamless plays inside the seamless page; anything else opens the game in a new tab.
 * Call it from the click handler itself, so the new tab is not blocked.
 */
export function startGame(game: GameRef, options: StartGameOptions = {}): void {
  const freeTrial = options.freeTrial === true;
  const gameType = game.gameType.toUpperCase();
  if (!freeTrial && !requireRealAccount()) return;
  if (game.maintenance) {
    openPopup('gameMaintenance', { game });
    return;
  }
  const roomId = options.roomId ?? (gameType === 'PVP' ? undefined : (game.roomId ?? undefined));
  if (gameType === 'PVP' && !freeTrial && roomId === undefined) {
    openPopup('pvpRooms', { game });
    return;
  }
  if (game.seamless) {
    goTo(seamlessPath(game, roomId, freeTrial));
    return;
  }
  // The launch calls load with the click: the tab is already open, and the first screen does not carry them.
  launchInNewTab(game, () =>
    import('./game-launch').then((launch) => launch.fetchGameUrl(game, { freeTrial, roomId })),
  );
}
