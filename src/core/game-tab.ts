import { isApiError } from '@/api';
import { i18n } from '@/i18n';
import { assetUrl, pickHost } from '@/lib/cdn';
import type { GameRef } from '@/lib/game-ref';
import { openPopup } from '@/lib/popup-store';
import { isHttpUrl } from '@/lib/safe-url';
import { showWarning } from './show-warning';

/*
 * What follows a game start's click (start-game.ts opens the tab inside the click): the waiting line, the
 * launch, the address and the words of a refusal. It loads with the click, so the first screen does not
 * carry it.
 */

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
export function resolveLaunchUrl(raw: string, hosts: readonly string[]): string {
  // A game's own address is on the vendor's servers, wherever those are (it opens in a tab of its own).
  if (isHttpUrl(raw)) return raw;
  const host = pickHost(hosts);
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
    win.document.title = i18n.t('game_starting');
    win.document.body.style.cssText =
      'margin:0;min-height:100vh;display:grid;place-items:center;background:#0d0a14;color:#f5e6b8;font:16px system-ui,sans-serif';
    win.document.body.textContent = i18n.t('game_starting');
  } catch {
    // A browser that hands back a window we cannot write to still gets the game address below.
  }
}

export interface GameTab {
  /** The tab opened in the click; null when the browser refused it. */
  win: Window | null;
  game: GameRef;
  load: () => Promise<string>;
  hosts: readonly string[];
  /** The game is in its tab: a repeated start brings that tab forward. */
  started: (tab: Window) => void;
}

/**
 * The tab shows a waiting line until `load` gives the game address. When the browser refused the tab, a
 * prompt offers the game behind a button (a fresh click). On failure the tab closes and the player is told
 * why: the launch's own refusals, the server's words or a translated message (a 401 has already opened the
 * login popup in the API client).
 */
export function followGameTab({ win, game, load, hosts, started }: GameTab): Promise<void> {
  if (win) writeWaitingPage(win);
  return load()
    .then((raw) => {
      const url = resolveLaunchUrl(raw, hosts);
      if (win && !win.closed) {
        win.location.replace(url);
        started(win);
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
      // The refusals' words load only when a start is refused.
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
