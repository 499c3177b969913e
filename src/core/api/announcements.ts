import { endpoint, relay, request } from '@/api';
// The bundle's shapes are shared by the home page, the promotions and the agent centre.
import { announcementBundle } from '@/api/schemas/announcements';

/**
 * The announcement bundle (banners, notices, popups, promotions). Both reference entries (`eGame.
 * announcements` without a token, `home.notice` with one) are COMM3: a held token is sent.
 */
export const announcements = endpoint({
  name: 'announcements',
  link: relay('MCSFE_getListAnnouncements'),
  moduleId: 'COMM3',
  method: 'GET',
  token: 'optional',
  source: 'reference',
  response: announcementBundle,
});

/** `types`: comma-separated, B banners, PL notices, PU popups, PR promotions, A agents' notices, H (the reference asks it too). */
export type AnnouncementParams = Readonly<{ types: string; platform: 'W' }>;

export const fetchAnnouncements = (params: AnnouncementParams, signal?: AbortSignal) =>
  request(announcements, { params, signal });
