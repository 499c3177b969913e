import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSystemStatus } from '@/core';
import { useFavourites, type Favourites } from '../../use-favourites';

/** What every tile of a grid shares: favourites, the image hosts and the translator. */
export interface TileShared extends Favourites {
  imageHosts: readonly string[];
  t: TFunction;
}

const TileContext = createContext<TileShared | null>(null);
const noHosts: readonly string[] = [];

/**
 * Grids wrap their tiles in this, so the favourites query, the site status and i18next are subscribed to
 * once per grid rather than once per tile: a search that swaps thirty tiles then mounts little more than
 * their markup.
 */
export function TileProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isFavourite, known, toggle } = useFavourites();
  const imageHosts = useSystemStatus().data?.info.imageCDNs ?? noHosts;
  const value = useMemo(
    () => ({ isFavourite, known, toggle, imageHosts, t }),
    [isFavourite, known, toggle, imageHosts, t],
  );
  return <TileContext.Provider value={value}>{children}</TileContext.Provider>;
}

export function useTileShared(): TileShared | null {
  return useContext(TileContext);
}
