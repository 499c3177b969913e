import { endpoint, relay, request } from '@/api';
import { currentLanguage } from '@/i18n';
import { winnerBoardAnswer, winnerBoardParams, type Winner } from './winner';

/** The winners board as the product names it (VITE_WINNERS_BOARD_CALL=rank-list, the default). */
export const rankList = endpoint({
  name: 'rankList',
  link: relay('GCSGAME_getRankList'),
  // The wire protocol gives GAMELO3 to the game list and launch only, "the rest COMM3".
  moduleId: 'COMM3',
  method: 'GET',
  token: 'none',
  source: 'spec',
  response: winnerBoardAnswer,
});

export async function fetchRankList(signal?: AbortSignal): Promise<Winner[]> {
  const answer = await request(rankList, { params: winnerBoardParams(currentLanguage()), signal });
  return answer.list.map((entry) => entry.vo);
}
