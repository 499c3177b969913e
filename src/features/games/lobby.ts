/*
 * The game-type pages' entry (game lists and game centres), apart from index.ts so that the home page,
 * which imports tiles and queries from index.ts, does not download the lobby with them.
 */
export { GameLobby, type GameLobbyProps } from './components/lobby/game-lobby';
export { GameCentre, type GameCentreProps } from './components/centre/game-centre';
export { lobbyRoutes, centreRoutes, type LobbyConfig } from './model/lobby-routes';
export { cardsOf, laneOf, type LobbyCode } from './model/lane-cards';
export { VendorLanes, type VendorLanesProps } from './components/centre/vendor-lanes';
