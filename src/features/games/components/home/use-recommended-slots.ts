import { useQuery } from '@tanstack/react-query';
import { gameListQuery } from '../../api/game-list';

/**
 * Product rules: calls the public site makes: the home page asks for the first 50 slots (clientType 3, platforms flash and
 * html5-desktop, gameType RNG) and keeps those marked isTop: the recommended games.
 */
export function useRecommendedSlots(vassalage?: string) {
  return useQuery({
    ...gameListQuery({ gameType: 'RNG', vassalage, pageNo: 1, pageSize: 50 }),
    select: (list) => (vassalage ? list.games : list.games.filter((g) => g.isTop)),
  });
}
