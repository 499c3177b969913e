import type { TFunction } from 'i18next';
import type { TranslationKey } from '@/i18n';

/**
 * The codes the record calls filter by and answer with (mocks/README.md, Records), each with the words a
 * member reads. A code the app does not know is shown as "Other", never as the raw code.
 */
export const gameTypes = [
  'RNG',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const;

export const transactionTypes = [
  'DEPOSIT',
  'WITHDRAWAL',
  'BONUS',
  'TRANSFER',
  'UPLINE_TRANSFER',
  'POINTS_CONVERT',
] as const;

export const bonusTypes = ['REBATE', 'PROMOTION', 'VIP', 'MISSION'] as const;

/** The value every filter sends for "no filter". */
export const ALL = 'ALL';

const gameTypeKeys: Record<(typeof gameTypes)[number], TranslationKey> = {
  RNG: 'records_game_rng',
  LIVE: 'records_game_live',
  SPORTS: 'records_game_sports',
  ESPORTS: 'records_game_esports',
  FISH: 'records_game_fish',
  PVP: 'records_game_pvp',
  LOTT: 'records_game_lott',
  ELOTT: 'records_game_elott',
  COCKFIGHT: 'records_game_cockfight',
};

const transactionTypeKeys: Record<(typeof transactionTypes)[number], TranslationKey> = {
  DEPOSIT: 'records_type_deposit',
  WITHDRAWAL: 'records_type_withdrawal',
  BONUS: 'records_type_bonus',
  TRANSFER: 'records_type_transfer',
  UPLINE_TRANSFER: 'records_type_upline_transfer',
  POINTS_CONVERT: 'records_type_points_convert',
};

const bonusTypeKeys: Record<(typeof bonusTypes)[number], TranslationKey> = {
  REBATE: 'records_bonus_rebate',
  PROMOTION: 'records_bonus_promotion',
  VIP: 'records_bonus_vip',
  MISSION: 'records_bonus_mission',
};

const statusKeys: Record<string, TranslationKey> = {
  PENDING: 'records_status_pending',
  SUCCESS: 'records_status_success',
  REJECTED: 'records_status_rejected',
  SETTLED: 'records_status_settled',
};

function wordFor(keys: Readonly<Record<string, TranslationKey>>) {
  return (t: TFunction, code: string | null | undefined): string => {
    const key = code ? keys[code.toUpperCase()] : undefined;
    return t(key ?? 'records_other');
  };
}

export const gameTypeWord = wordFor(gameTypeKeys);
export const transactionTypeWord = wordFor(transactionTypeKeys);
export const bonusTypeWord = wordFor(bonusTypeKeys);
export const statusWord = wordFor(statusKeys);

/** Whether a status is a settled success, a refusal or still open: the badge's colour (beside its word). */
export function statusTone(code: string): 'good' | 'bad' | 'open' {
  const upper = code.toUpperCase();
  if (upper === 'REJECTED') return 'bad';
  if (upper === 'PENDING') return 'open';
  return 'good';
}
