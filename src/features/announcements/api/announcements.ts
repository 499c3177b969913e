import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type AnnouncementBundle } from '@/api';
import { selectIsLoggedIn, useSessionStore } from '@/core';

export type Banner = AnnouncementBundle['banners'][number];
export type Notice = AnnouncementBundle['player'][number];
export type Promotion = AnnouncementBundle['promotion'][number];

/** Spec 1 section 7: the home group asks for banners, player notices, popups and promotions on the web platform. */
const HOME_TYPES = 'B,PL,PU,PR';
const PLATFORM = 'W';

/** The announcement bundle (MCSFE_getListAnnouncements). The client adds the token when one is held. */
export function fetchAnnouncements(signal?: AbortSignal): Promise<AnnouncementBundle> {
  return request('announcements', { params: { types: HOME_TYPES, platform: PLATFORM }, signal });
}

/**
 * One bundle feeds the banner, the notice marquee, the notice popup and the promotions. A member may get a
 * different answer than a visitor, so logging in or out asks again; a language change refetches every query.
 */
export const announcementsQuery = (member: boolean) =>
  queryOptions({
    queryKey: ['announcements', 'home', { member }] as const,
    queryFn: ({ signal }) => fetchAnnouncements(signal),
    staleTime: 5 * 60_000,
    // Logging in or out keeps the current slides on screen until the member's answer replaces them.
    placeholderData: (previous) => previous,
  });

export function useAnnouncements() {
  const member = useSessionStore(selectIsLoggedIn);
  return useQuery(announcementsQuery(member));
}
