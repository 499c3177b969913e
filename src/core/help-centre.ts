import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/i18n';
import { fetchHelpCentre } from './api/help-centre';

export type { HelpCategory } from './api/help-centre';

/*
 * Read by the footer's help list on every page (as the reference does) and by the help centre and the
 * content pages, which all share the one answer. Imported directly, never through core's index: only what is
 * drawn after the first paint reads it.
 */

/** Keyed by language: the content is written per language, and a switch reads it again. */
export const helpCentreQuery = (language: string) =>
  queryOptions({
    queryKey: ['helpCentre', language] as const,
    queryFn: ({ signal }) => fetchHelpCentre(language, signal),
    staleTime: 30 * 60_000,
  });

export function useHelpCentre() {
  // Subscribes to language switches, so the key follows them.
  useTranslation();
  return useQuery(helpCentreQuery(currentLanguage()));
}

/** The help categories shown as pages of their own: /sponsor and /description (the site's own words). */
export const contentPageTags = { sponsor: 'sponsor', description: 'about' } as const;

/** Where a help category is read: its page when it has one, else the help centre opened on it. */
export function helpCategoryLink(tag: string): string {
  if (tag === contentPageTags.sponsor) return paths.sponsor;
  if (tag === contentPageTags.description) return paths.description;
  return `${paths.help}#${encodeURIComponent(tag)}`;
}
