import { hasCode, isApiError } from '@/api';
import { ensureContentStrings, i18n } from '@/i18n';
import { openPopup } from '@/lib/popup-store';
import type { GameRef } from '@/lib/game-ref';
import { GameUnderMaintenance, type MaintenanceWindow } from './api/launched-game';
import { showWarning } from './show-warning';

/**
 * The refusals a launch speaks (spec 5 2.10 and 3.10): a vendor under maintenance (`vendor_under_maintenance`,
 * or `resType: 1` with the window in `value.content.data`), a balance too low to play
 * (`launch_game_balance_not_enough`), and a previous game not yet finished (`#734`, go444's live finding).
 */
export type LaunchRefusal =
  { kind: 'maintenance'; window: MaintenanceWindow } | { kind: 'balance' } | { kind: 'unfinished' };

function windowOf(value: unknown): MaintenanceWindow {
  const data = (value as { content?: { data?: unknown } } | null | undefined)?.content?.data;
  if (data === null || typeof data !== 'object') return {};
  const { maintainTime, endTime } = data as Record<string, unknown>;
  const when = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : undefined);
  return { maintainTime: when(maintainTime), endTime: when(endTime) };
}

export function launchRefusalOf(error: unknown): LaunchRefusal | null {
  if (error instanceof GameUnderMaintenance) return { kind: 'maintenance', window: error.window };
  if (!isApiError(error)) return null;
  const words = `${error.code ?? ''} ${error.kind === 'server' ? error.message : ''}`;
  const resType = (error.value as { resType?: unknown } | null | undefined)?.resType;
  if (hasCode(error, 'vendor_under_maintenance') || Number(resType) === 1 || /maint/i.test(words)) {
    return { kind: 'maintenance', window: windowOf(error.value) };
  }
  if (hasCode(error, 'launch_game_balance_not_enough')) return { kind: 'balance' };
  if (/#734\b/.test(words)) return { kind: 'unfinished' };
  return null;
}

/** A refusal that says the game (or its vendor) is under maintenance. */
export const isMaintenanceError = (error: unknown): boolean => launchRefusalOf(error)?.kind === 'maintenance';

/**
 * When a maintenance ends, in the reader's language: the platform's time in ms is formatted, a time sent as
 * text is shown as sent; undefined when the refusal named none.
 */
export function maintenanceEndText(
  endTime: MaintenanceWindow['endTime'],
  locale: string,
): string | undefined {
  if (typeof endTime === 'number' && Number.isFinite(endTime) && endTime > 0) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(endTime);
  }
  const text = typeof endTime === 'string' ? endTime.trim().slice(0, 40) : '';
  return text === '' ? undefined : text;
}

/** The balance refusal's dialog: its words, and a button that opens the deposit. */
function offerDeposit(): void {
  openPopup('confirm', {
    title: i18n.t('game_balance_title'),
    message: i18n.t('game_balance_text'),
    confirmLabel: i18n.t('game_deposit'),
    onConfirm: () => {
      openPopup('memberCentre', { page: 'depositv2' });
    },
  });
}

/** Says why a start was refused, when it is one of the launch's own refusals; false for any other failure. */
export function showLaunchRefusal(error: unknown, game: GameRef): boolean {
  const refusal = launchRefusalOf(error);
  if (!refusal) return false;
  // The refusals' words ride with the content part: the first screen does not carry them.
  void ensureContentStrings()
    .catch(() => undefined)
    .then(() => {
      if (refusal.kind === 'maintenance')
        openPopup('gameMaintenance', { game, endTime: refusal.window.endTime });
      else if (refusal.kind === 'balance') offerDeposit();
      else showWarning(i18n.t('game_unfinished_text'));
    });
  return true;
}
