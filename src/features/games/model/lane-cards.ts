import type { VendorCard, VendorLane } from '@/api';

/** A lobby's category code (product rules: pages and layout "Category route to code", plus the derived INHOUSE). */
export type LobbyCode =
  'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'LOTT' | 'ELOTT' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'INHOUSE';

/** Product rules: constants and limits: in-house games the portal shows apart from the other slots. */
export const INHOUSE_VENDORS: ReadonlySet<string> = new Set(['PGE']);

/**
 * The lane a code's vendors come from. The lanes arrive derived (src/core/vendor-lanes.ts: ESPORTS and
 * COCKFIGHT are lanes of their own); INHOUSE is drawn from RNG.
 */
export function laneTitleOf(code: LobbyCode): string {
  return code === 'INHOUSE' ? 'RNG' : code;
}

export function laneOf(lanes: readonly VendorLane[], code: LobbyCode): VendorLane | undefined {
  const title = laneTitleOf(code);
  return lanes.find((lane) => lane.title.toUpperCase() === title);
}

/** The vendor cards of one category, in the server's order, each vendor once. */
export function cardsOf(lanes: readonly VendorLane[], code: LobbyCode): VendorCard[] {
  const seen = new Set<string>();
  const lane = laneOf(lanes, code);
  return (lane?.cards ?? []).filter((card) => {
    if ((code === 'INHOUSE' && !INHOUSE_VENDORS.has(card.vassalage)) || seen.has(card.vassalage))
      return false;
    seen.add(card.vassalage);
    return true;
  });
}
