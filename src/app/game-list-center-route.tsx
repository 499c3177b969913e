import { Navigate, useParams } from 'react-router-dom';

/**
 * The gameListCenter route (product rules: pages and layout): /gameListCenter/{vassalage}/{gameType}, both in lower case,
 * is the game list of that type narrowed to that vendor. The lobby keeps its vendor in the query string
 * (so its chips and the back button work), so the address becomes that lobby's, /rng?vassalage=PG, and the
 * game-type route decides the page (a type it does not know is its not-found page).
 */
export function GameListCenterRoute() {
  const { vassalage = '', gameType = '' } = useParams();
  const query = new URLSearchParams({ vassalage: vassalage.toUpperCase() });
  return <Navigate replace to={`/${encodeURIComponent(gameType.toLowerCase())}?${query.toString()}`} />;
}
