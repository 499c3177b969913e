/*
 * The home page's game tabs, for the sections drawn after the first paint: a door of its own, so that chunk
 * does not carry what the index's other exports reach.
 */
export { GameTabs } from './components/home/game-tabs';
