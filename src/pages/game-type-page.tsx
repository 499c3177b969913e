import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { centreRoutes, GameCentre, GameLobby, lobbyRoutes } from '@/features/games/lobby';
import { gameTypeNames, gameTypeSegment, type GameTypeSegment } from '@/i18n/page-names';
import { NotFoundPage } from './not-found-page';

/** The icon of each game-type route (category route to code: product rules: pages and layout). */
const icons: Record<GameTypeSegment, string> = {
  cockfight: 'COCKFIGHT',
  sports: 'SPORTS',
  esports: 'ESPORTS',
  rng: 'RNG',
  live: 'LIVE',
  fish: 'FISH',
  pvp: 'PVP',
  inhouse: 'INHOUSE',
  hot: 'HOT',
  fav: 'FAV',
  lott: 'LOTT',
  elott: 'ELOTT',
};

/** /{gameType}: the game centre (cockfight, sports, esports) or the game list (rng, live, ...). */
export function GameTypePage({ gameType: fixed }: { gameType?: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const gameType = gameTypeSegment(fixed ?? params.gameType ?? '');
  if (!gameType) return <NotFoundPage />;
  const title = t(gameTypeNames[gameType]);
  const centre = centreRoutes[gameType];
  if (centre) return <GameCentre code={centre} title={title} />;
  const lobby = lobbyRoutes[gameType];
  if (!lobby) return <NotFoundPage />;
  // A new page (another game type) starts with fresh filters and search.
  return <GameLobby key={gameType} config={lobby} title={title} icon={icons[gameType]} />;
}
