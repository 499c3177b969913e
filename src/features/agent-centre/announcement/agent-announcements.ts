import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAnnouncements } from '@/core/api/announcements';
import { agentKey } from '@/core/agent-scope';

/**
 * The agent centre's announcements: the site's notices (MCSFE_getListAnnouncements, type PL), read with
 * the agent's token so the server may answer its own. The product shows no agent-only list; this is our choice.
 */
export const agentAnnouncementsQuery = queryOptions({
  queryKey: [...agentKey, 'announcements'] as const,
  queryFn: ({ signal }) => fetchAnnouncements({ types: 'PL', platform: 'W' }, signal).then((b) => b.player),
  staleTime: 5 * 60_000,
});

export function useAgentAnnouncements() {
  return useQuery(agentAnnouncementsQuery);
}
