import type { AfterPaintService } from './after-paint-service';

/**
 * The announcements' popup watches: the announcement popup and the public popup, each opened once per
 * session when there is something to say.
 */
export const announcementPopup: AfterPaintService = {
  name: 'announcement popup',
  subject: () => 'visit',
  load: async ({ queryClient, signal }) => {
    const { watchAnnouncementPopups } = await import('@/features/announcements/components/popup-watches');
    return signal.aborted ? undefined : watchAnnouncementPopups(queryClient);
  },
};
