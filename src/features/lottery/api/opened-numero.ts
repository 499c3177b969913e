import { endpoint, request } from '@/api';
import { lotteryDraws, type LotteryDraw } from './lottery-shapes';

/** The other lotteries' latest draws through the lotto gateway (member token); read as the Vietnam ones. */
export const openedNumero = endpoint({
  name: 'openedNumero',
  link: '/lotto/lgw/games/opened/numero',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  answer: 'bare',
  response: lotteryDraws,
});

export function fetchOpenedNumero(gameCode: string, signal?: AbortSignal): Promise<LotteryDraw[]> {
  return request(openedNumero, { params: { gameCode }, signal });
}
