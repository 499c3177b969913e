import type { ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';

/**
 * The gameListCenter route (product rules: pages and layout): /gameListCenter/{vassalage}/{gameType}, both in
 * lower case, or the same two names in the query (/gameListCenter?vassalage=pg&gameType=rng), is the game list
 * of that type narrowed to that vendor. The lobby keeps its vendor in the query string (so its chips and the
 * back button work), so the address becomes that lobby's, /rng?vassalage=PG, and the game-type route decides
 * the page (a type it does not know is its not-found page). Without a game type there is no list to show.
 */
export function GameListCenterRoute({ notFound }: { notFound: ReactNode }) {
  const params = useParams();
  const [search] = useSearchParams();
  const vassalage = params.vassalage ?? search.get('vassalage') ?? '';
  const gameType = params.gameType ?? search.get('gameType') ?? '';
  if (!gameType) return notFound;
  const query = vassalage ? `?${new URLSearchParams({ vassalage: vassalage.toUpperCase() }).toString()}` : '';
  return <Navigate replace to={`/${encodeURIComponent(gameType.toLowerCase())}${query}`} />;
}
