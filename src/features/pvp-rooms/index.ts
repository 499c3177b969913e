/*
 * The rooms of a PVP game: starting one opens the room picker (popup `pvpRooms`, loaded by path by the popup
 * registry), and choosing a room starts the game in it.
 */
export { PvpRoomsPopup } from './pvp-rooms-popup';
export { pvpRoomsQuery, fetchPvpRooms, usePvpRooms, type PvpRoom } from './api/pvp-rooms';
