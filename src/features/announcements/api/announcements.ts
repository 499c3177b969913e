import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type AnnouncementBundle } from '@/api';
import { selectIsLoggedIn, useSessionStore } from '@/core';
import { sessionStore } from '@/lib/storage';
import { shellSessionKeys } from '@/lib/storage-keys';

export type Banner = AnnouncementBundle['banners'][number];
export type Notice = AnnouncementBundle['player'][number];
export type Promotion = AnnouncementBundle['promotion'][number];
export type PopupItem = AnnouncementBundle['popup'][number];

/**
 * Whose popups the bundle carries (spec 1 section 4): B for a visitor, A for a member, F for a member at
 * their first login (marked in the session by completeLogin).
 */
export type PopupAudience = 'A' | 'B' | 'F';

export function popupAudience(member: boolean): PopupAudience {
  if (!member) return 'B';
  return sessionStore.get(shellSessionKeys.firstLogin) === 'true' ? 'F' : 'A';
}

/** Spec 1 section 7: the home group asks for banners, player notices, popups and promotions on the web platform. */
const HOME_TYPES = 'B,PL,PU,PR';
const PLATFORM = 'W';

/**
 * The announcement bundle (MCSFE_getListAnnouncements) with the popups of one audience (spec 2: execution).
 * The client adds the token when one is held.
 */
export function fetchAnnouncements(
  execution: PopupAudience,
  signal?: AbortSignal,
): Promise<AnnouncementBundle> {
  return request('announcements', {
    params: { types: HOME_TYPES, platform: PLATFORM, execution },
    signal,
  });
}

/**
 * One bundle feeds the banner, the notice marquee, the notice and announcement popups and the promotions. A member may get a
 * different answer than a visitor, so logging in or out asks again; a language change refetches every query.
 */
export const announcementsQuery = (member: boolean, execution: PopupAudience = popupAudience(member)) =>
  queryOptions({
    queryKey: ['announcements', 'home', { member, execution }] as const,
    queryFn: ({ signal }) => fetchAnnouncements(execution, signal),
    staleTime: 5 * 60_000,
    // Logging in or out keeps the current slides on screen until the member's answer replaces them.
    placeholderData: (previous) => previous,
  });

export function useAnnouncements() {
  const member = useSessionStore(selectIsLoggedIn);
  return useQuery(announcementsQuery(member));
}
