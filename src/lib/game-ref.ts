/**
 * What it takes to start or name one game, whichever list it came from (lobby, hot games, winner board,
 * banner, vendor card). Ids are strings: builds send them as numbers or strings.
 */
export interface GameRef {
  nodeId: string;
  vassalage: string;
  gameType: string;
  gameName: string;
  gameCode?: string | null;
  roomId?: string | null;
  /** The list already says the game is under maintenance: no launch call is made. */
  maintenance?: boolean;
  /** The list says the game plays inside the portal, on the seamless page, not in a tab of its own. */
  seamless?: boolean;
}
