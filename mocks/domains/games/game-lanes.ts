import { gameCatalogue } from './game-catalogue';
import type { GameType, LaneTitle } from './game-types';
import { classifyLabels } from './game-words';
import { vendorSeeds } from './vendors';

export interface VendorCard {
  vassalage: string;
  displayName: string;
  lagerIcon: string;
  smallIcon: string;
  isGame: 'VASSALAGE' | 'game';
  gameCode: string;
  gameType: GameType;
  /** Extra to the observed shape: the game a `game` card starts directly. */
  nodeId: number | null;
}

export interface ClassifyEntry {
  key: string;
  displayName: string;
  vendors: string[];
}

export interface VendorLane {
  title: LaneTitle;
  cards: VendorCard[];
  gameClassify: ClassifyEntry[];
}

const laneOrder: readonly LaneTitle[] = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT'];

function buildLanes(): VendorLane[] {
  const { games } = gameCatalogue();
  return laneOrder.map((title) => {
    const seeds = vendorSeeds.filter((v) => v.lane === title);
    const cards = seeds.map((seed): VendorCard => {
      const first = games.find((g) => g.vassalage === seed.code && g.gameType === seed.gameType);
      return {
        vassalage: seed.code,
        displayName: seed.displayName,
        lagerIcon: `/vendor/${seed.code}.svg`,
        smallIcon: `/vendor/${seed.code}-small.svg`,
        isGame: seed.isGame,
        gameCode: seed.isGame === 'game' && first ? first.gameCode : '',
        gameType: seed.gameType,
        nodeId: seed.isGame === 'game' && first ? first.nodeId : null,
      };
    });
    const byKey = new Map<string, Set<string>>();
    const laneTypes = new Set(seeds.map((s) => s.gameType));
    const laneVendors = new Set(seeds.map((s) => s.code));
    for (const game of games) {
      if (!laneTypes.has(game.gameType) || !laneVendors.has(game.vassalage)) continue;
      const vendors = byKey.get(game.gameClassify) ?? new Set<string>();
      vendors.add(game.vassalage);
      byKey.set(game.gameClassify, vendors);
    }
    const gameClassify = [...byKey.entries()].map(([key, vendors]) => ({
      key,
      displayName: classifyLabels[key] ?? key,
      vendors: [...vendors],
    }));
    return { title, cards, gameClassify };
  });
}

let cached: VendorLane[] | null = null;

export function vendorLanes(): VendorLane[] {
  cached ??= buildLanes();
  return cached;
}
