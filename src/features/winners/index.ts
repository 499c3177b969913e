/*
 * The home page's winners board: the biggest wins and jackpot games of the moment, with the jackpot counter
 * between them. The board is a chunk of its own that the home page loads by path as it nears the view
 * (src/pages/home-lower-sections.tsx); this module names what else outsiders may read.
 */
export { WinnersBoard } from './components/winners-board';
export { useWinners, winnersQuery, byWinDescending, type Winner } from './api/winners';
export { fetchRankList } from './api/rank-list';
export { fetchWinnerBoard } from './api/winner-board';
