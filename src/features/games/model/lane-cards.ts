import type { VendorCard, VendorLane } from '@/api';

/** A lobby's category code (spec 1 section 2 "Category route to code", plus the derived INHOUSE). */
export type LobbyCode =
  'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'LOTT' | 'ELOTT' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'INHOUSE';

/** Spec 1 section 9: vendors the platform files under SPORTS (or RNG) that the portal shows apart. */
export const ESPORTS_VENDORS: ReadonlySet<string> = new Set(['AV', 'IMES', 'IA', 'AI', 'TF']);
export const COCKFIGHT_VENDORS: ReadonlySet<string> = new Set(['DS88', 'DIG']);
export const INHOUSE_VENDORS: ReadonlySet<string> = new Set(['PGE']);

/** The server lane a code's vendors come from: COCKFIGHT and ESPORTS from SPORTS, INHOUSE from RNG. */
export function laneTitleOf(code: LobbyCode): string {
  if (code === 'ESPORTS' || code === 'COCKFIGHT') return 'SPORTS';
  if (code === 'INHOUSE') return 'RNG';
  return code;
}

export function laneOf(lanes: readonly VendorLane[], code: LobbyCode): VendorLane | undefined {
  const title = laneTitleOf(code);
  return lanes.find((lane) => lane.title.toUpperCase() === title);
}

function keeps(code: LobbyCode, card: VendorCard): boolean {
  if (code === 'ESPORTS') return ESPORTS_VENDORS.has(card.vassalage);
  if (code === 'COCKFIGHT') return COCKFIGHT_VENDORS.has(card.vassalage);
  if (code === 'INHOUSE') return INHOUSE_VENDORS.has(card.vassalage);
  if (code === 'SPORTS')
    return !ESPORTS_VENDORS.has(card.vassalage) && !COCKFIGHT_VENDORS.has(card.vassalage);
  return true;
}

/** The vendor cards of one category, in the server's order, each vendor once. */
export function cardsOf(lanes: readonly VendorLane[], code: LobbyCode): VendorCard[] {
  const seen = new Set<string>();
  const lane = laneOf(lanes, code);
  return (lane?.cards ?? []).filter((card) => {
    if (!keeps(code, card) || seen.has(card.vassalage)) return false;
    seen.add(card.vassalage);
    return true;
  });
}
