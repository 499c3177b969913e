import { seamlessVendors } from './vendors';

export type GameType =
  'RNG' | 'LIVE' | 'SPORTS' | 'ESPORTS' | 'FISH' | 'PVP' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';
export type LaneTitle = 'RNG' | 'LIVE' | 'SPORTS' | 'FISH' | 'PVP' | 'LOTT' | 'ELOTT';
export type Language = 'EN' | 'PT';

export interface LocalizedText {
  EN: string;
  PT: string;
}

/** A game as the catalogue keeps it; `toWireGame` turns it into the shape the backend sends. */
export interface GameRecord {
  nodeId: number;
  roomId: number | null;
  vassalage: string;
  vendorName: string;
  names: LocalizedText;
  searchText: string;
  gameType: GameType;
  gameClassify: string;
  gameCode: string;
  isTop: boolean;
  isNew: boolean;
  minBet: number;
  maintenance: boolean;
  popularity: number;
}

export interface WireGame {
  nodeId: number;
  roomId: number | null;
  vassalage: string;
  gameName: string;
  nodeName: string;
  gameType: GameType;
  gameClassify: string;
  showIcon: string;
  iconUrl: string;
  defaultIcon: string;
  isTop: boolean;
  isNew: boolean;
  displayName: string;
  gameCode: string;
  minBet: number;
  maintenance: boolean;
  /** **Designed**: the game plays on the portal's seamless page (vendors.ts, seamlessVendors). */
  seamless: boolean;
}

export function toWireGame(game: GameRecord, language: Language): WireGame {
  const iconUrl = `/game/${game.nodeId}.svg`;
  return {
    nodeId: game.nodeId,
    roomId: game.roomId,
    vassalage: game.vassalage,
    gameName: game.names[language],
    nodeName: game.names.EN,
    gameType: game.gameType,
    gameClassify: game.gameClassify,
    showIcon: iconUrl,
    iconUrl,
    defaultIcon: '/game/default.svg',
    isTop: game.isTop,
    isNew: game.isNew,
    displayName: game.vendorName,
    gameCode: game.gameCode,
    minBet: game.minBet,
    maintenance: game.maintenance,
    seamless: seamlessVendors.has(game.vassalage),
  };
}
