import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAnnouncements } from '@/core/api/announcements';
import { useHelpCentre } from '@/core/help-centre';
import { currentLanguage } from '@/i18n';
import { helpTopics, type HelpTopic } from './help-topics';

/** The help-type announcements alone: the home page's bundle is not read by a help centre opened elsewhere. */
const helpNoticesQuery = (language: string) => ({
  queryKey: ['announcements', 'help', language] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAnnouncements({ types: 'H', platform: 'W' }, signal),
  staleTime: 5 * 60_000,
});

export interface HelpTopicsState {
  topics: HelpTopic[];
  pending: boolean;
  failed: boolean;
  retry: () => void;
  retrying: boolean;
}

/**
 * The help centre's content and the help-type announcements, as topics. The notices are extra: when they
 * fail the categories still show; when the categories fail the help centre says so and offers a retry.
 */
export function useHelpTopics(): HelpTopicsState {
  const { t } = useTranslation();
  const centre = useHelpCentre();
  const notices = useQuery(helpNoticesQuery(currentLanguage()));
  const noticesTitle = t('help_notices');
  const topics = useMemo(
    () =>
      helpTopics(
        centre.data ?? [],
        (notices.data?.help ?? []).map(({ id, title, content }) => ({ id, title, content })),
        noticesTitle,
      ),
    [centre.data, notices.data, noticesTitle],
  );
  return {
    topics,
    pending: centre.isPending,
    failed: centre.isError,
    retry: () => void centre.refetch(),
    retrying: centre.isFetching,
  };
}
