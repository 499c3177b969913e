import { isApiError } from '@/api';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n';
import { assetUrl, pickHost } from '@/lib/cdn';
import type { GameRef } from '@/lib/game-ref';
import { runExclusive } from '@/lib/pending-action';
import { openPopup } from '@/lib/popup-store';
import { isHttpUrl } from '@/lib/safe-url';
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

/** The app hands over its router: a seamless game opens its page without reloading the site. */
export function configureGameNavigation(navigate: (to: string) => void): void {
  goTo = navigate;
}

export class LaunchUrlError extends Error {
  constructor() {
    super('the game address is not a usable http(s) link');
    this.name = 'LaunchUrlError';
  }
}

/**
 * A launch answer's address: absolute http(s) addresses are used as they are; a path is put on one of the
 * launch hosts picked at random (product rules: constants and limits). Anything else (javascript:, data:) is refused.
 */
export function resolveLaunchUrl(raw: string): string {
  // A game's own address is on the vendor's servers, wherever those are (it opens in a tab of its own).
  if (isHttpUrl(raw)) return raw;
  // Launches spread at random over the launch hosts (product rules: constants and limits).
  const host = pickHost(launchHosts());
  const url = assetUrl(host ? [host] : [], raw);
  if (!url || !isHttpUrl(url)) throw new LaunchUrlError();
  return url;
}

/** The message for a failed start: the server's own words when it sent some, else a translated one. */
function launchErrorMessage(error: unknown): string {
  if (error instanceof LaunchUrlError) return i18n.t('game_invalid_url');
  if (isApiError(error)) return error.serverMessage ?? i18n.t(`error_${error.kind}`);
  return i18n.t('error_unexpected');
}

function writeWaitingPage(win: Window): void {
  try {
    win.opener = null;
    win.document.title = i18n.t('game_starting');
    win.document.body.style.cssText =
      'margin:0;min-height:100vh;display:grid;place-items:center;background:#0d0a14;color:#f5e6b8;font:16px system-ui,sans-serif';
    win.document.body.textContent = i18n.t('game_starting');
  } catch {
    // A browser that hands back a window we cannot write to still gets the game address below.
  }
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
  const win = window.open('', gameTabName(game));
  if (win) writeWaitingPage(win);
  return load()
    .then((raw) => {
      const url = resolveLaunchUrl(raw);
      if (win && !win.closed) {
        win.location.replace(url);
        startedTabs.set(game.nodeId, { tab: win, at: Date.now() });
        return;
      }
      openPopup('confirm', {
        kind: 'info',
        title: i18n.t('game_ready_title'),
        message: i18n.t('game_ready_text'),
        confirmLabel: i18n.t('game_open'),
        onConfirm: () => {
          window.open(url, '_blank', 'noopener,noreferrer');
        },
      });
    })
    .catch((error: unknown) => {
      win?.close();
      // The refusals' words load only when a start is refused: the first screen does not carry them.
      return import('./launch-refusal').then(
        ({ showLaunchRefusal }) => {
          if (showLaunchRefusal(error, game)) return;
          // A member's own loss or session limit: its words (and the strings they need) load only then.
          if (isApiError(error) && error.code?.startsWith('limit.')) {
            void import('./limit-refusal').then((m) => m.limitRefusalText(error)).then(showWarning);
          } else if (!(isApiError(error) && error.kind === 'session')) showWarning(launchErrorMessage(error));
        },
        () => showWarning(launchErrorMessage(error)),
      );
    });
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
