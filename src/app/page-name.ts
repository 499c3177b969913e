import { gameTypeNames, gameTypeSegment, pageNames } from '@/i18n/page-names';
import { paths } from '@/config/paths';
import type { TranslationKey } from '@/i18n';
import { isHomePath, normalisePath } from './route-layouts';

type NamedRoute = Exclude<keyof typeof pageNames, 'notFound'>;

// The route table's fixed paths, lower case: routes match case-insensitively.
const namedPaths = new Map<string, TranslationKey>(
  (Object.keys(pageNames) as (keyof typeof pageNames)[])
    .filter((route): route is NamedRoute => route !== 'notFound')
    .map((route) => [paths[route].toLowerCase(), pageNames[route]]),
);

/**
 * The name of the page the route table renders at `pathname`, as a translation key; null on the home page
 * (and /login, /register, /help over it), which is known by the site's name alone.
 */
export function pageNameKey(pathname: string): TranslationKey | null {
  const path = normalisePath(pathname);
  if (isHomePath(path)) return null;
  const named = namedPaths.get(path);
  if (named) return named;
  // /:gameType is one segment; anything else the route table does not know is the not-found page.
  const gameType = path.indexOf('/', 1) === -1 ? gameTypeSegment(path.slice(1)) : null;
  return gameType ? gameTypeNames[gameType] : pageNames.notFound;
}
