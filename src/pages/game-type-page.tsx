import { useParams, useSearchParams } from 'react-router-dom';
import { gameCentreTypes, gameListTypes } from '@/config/paths';
import type { TranslationKey } from '@/i18n';
import { ComingSoonPage } from './coming-soon-page';
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

const known = new Set<string>(
  [...gameCentreTypes, ...gameListTypes, 'lott', 'elott'].map((t) => t.toLowerCase()),
);

/** /{gameType}: the game centre (cockfight, sports, esports) or the game list (rng, live, ...). */
export function GameTypePage({ gameType: fixed }: { gameType?: string }) {
  const params = useParams();
  const [search] = useSearchParams();
  const gameType = (fixed ?? params.gameType ?? '').toLowerCase();
  const entry = gameTypes[gameType];
  if (!known.has(gameType) || !entry) return <NotFoundPage />;
  const vendor = search.get('vassalage');
  return <ComingSoonPage titleKey={entry.titleKey} icon={entry.icon} subtitle={vendor ?? undefined} />;
}
