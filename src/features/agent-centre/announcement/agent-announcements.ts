import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAnnouncements } from '@/core/api/announcements';
import { agentKey } from '@/core/agent-scope';

/**
 * The agent centre's announcements: the agents' own notices, asked as the platform's member centre asks
 * them (MCSFE_getListAnnouncements with type A, read from `value.agent`: spec 5, 70542479384 @~496,500).
 */
export const agentAnnouncementsQuery = queryOptions({
  queryKey: [...agentKey, 'announcements'] as const,
  queryFn: ({ signal }) => fetchAnnouncements({ types: 'A', platform: 'W' }, signal).then((b) => b.agent),
  staleTime: 5 * 60_000,
});

export function useAgentAnnouncements() {
  return useQuery(agentAnnouncementsQuery);
}
