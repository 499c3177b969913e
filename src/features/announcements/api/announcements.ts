import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementBundle } from '@/api';
import { selectIsLoggedIn, useSessionStore } from '@/core';
import { fetchAnnouncements } from '@/core/api/announcements';
import { sessionStore } from '@/lib/storage';
import { shellSessionKeys } from '@/lib/storage-keys';

export type Banner = AnnouncementBundle['banners'][number];
export type Notice = AnnouncementBundle['player'][number];
export type Promotion = AnnouncementBundle['promotion'][number];
export type PopupItem = AnnouncementBundle['popup'][number];

/**
 * Whose popups to show (product rules: announcement bundle): B for a visitor, A for a member, and A plus F for a member at
 * their first login (marked in the session by completeLogin).
 */
export type PopupAudience = 'A' | 'B' | 'F';

export function popupAudience(member: boolean): PopupAudience {
  if (!member) return 'B';
  return sessionStore.get(shellSessionKeys.firstLogin) === 'true' ? 'F' : 'A';
}

/**
 * The reference's params, the same for visitors and members (product rules: announcement bundle): every type including H,
 * and no `execution`: the popups are chosen on the client.
 */
export const HOME_PARAMS = { types: 'B,PL,PU,PR,H', platform: 'W' } as const;

/**
 * One bundle feeds the banner, the notice marquee, the notice and announcement popups and the promotions.
 * A member may get a different answer than a visitor (the token is sent), so logging in or out asks again;
 * a language change refetches every query.
 */
export const announcementsQuery = (member: boolean) =>
  queryOptions({
    queryKey: ['announcements', 'home', { member }] as const,
    queryFn: ({ signal }) => fetchAnnouncements(HOME_PARAMS, signal),
    staleTime: 5 * 60_000,
    // Logging in or out keeps the current slides on screen until the member's answer replaces them.
    placeholderData: (previous) => previous,
  });

export function useAnnouncements() {
  const member = useSessionStore(selectIsLoggedIn);
  return useQuery(announcementsQuery(member));
}
