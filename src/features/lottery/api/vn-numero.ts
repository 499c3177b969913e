import { endpoint, request } from '@/api';
import { lotteryDraws, type LotteryDraw } from './lottery-shapes';

/** The Vietnam lottery's latest draws (public); a bare object whose values are the draws. */
export const vnNumero = endpoint({
  name: 'vnNumero',
  link: '/lgw/vn/numeros/opened/game',
  moduleId: 'AGEANNOUNCE3',
  method: 'GET',
  token: 'none',
  source: 'reference',
  answer: 'bare',
  response: lotteryDraws,
});

export function fetchVnNumero(gameCode: string, signal?: AbortSignal): Promise<LotteryDraw[]> {
  return request(vnNumero, { params: { gameCode }, signal });
}
