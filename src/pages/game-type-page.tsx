import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { centreRoutes, GameCentre, GameLobby, lobbyRoutes } from '@/features/games/lobby';
import type { TranslationKey } from '@/i18n';
import { NotFoundPage } from './not-found-page';

/** Title and icon of each game-type route (category route to code: spec 1 section 2). */
const gameTypes: Record<string, { titleKey: TranslationKey; icon: string }> = {
  cockfight: { titleKey: 'nav_cockfight', icon: 'COCKFIGHT' },
  sports: { titleKey: 'nav_sports', icon: 'SPORTS' },
  esports: { titleKey: 'nav_esports', icon: 'ESPORTS' },
  rng: { titleKey: 'nav_rng', icon: 'RNG' },
  live: { titleKey: 'nav_live', icon: 'LIVE' },
  fish: { titleKey: 'nav_fish', icon: 'FISH' },
  pvp: { titleKey: 'nav_pvp', icon: 'PVP' },
  inhouse: { titleKey: 'nav_inhouse', icon: 'INHOUSE' },
  hot: { titleKey: 'nav_hot', icon: 'HOT' },
  fav: { titleKey: 'account_favorites', icon: 'FAV' },
  lott: { titleKey: 'nav_lott', icon: 'LOTT' },
  elott: { titleKey: 'nav_elott', icon: 'ELOTT' },
};

/** /{gameType}: the game centre (cockfight, sports, esports) or the game list (rng, live, ...). */
export function GameTypePage({ gameType: fixed }: { gameType?: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const gameType = (fixed ?? params.gameType ?? '').toLowerCase();
  const entry = gameTypes[gameType];
  if (!entry) return <NotFoundPage />;
  const title = t(entry.titleKey);
  const centre = centreRoutes[gameType];
  if (centre) return <GameCentre code={centre} title={title} />;
  const lobby = lobbyRoutes[gameType];
  if (!lobby) return <NotFoundPage />;
  // A new page (another game type) starts with fresh filters and search.
  return <GameLobby key={gameType} config={lobby} title={title} icon={entry.icon} />;
}
