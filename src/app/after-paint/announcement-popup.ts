import type { AfterPaintService } from './after-paint-service';

/** The announcement popup's watch: it opens the popup once per session, when there is something to say. */
export const announcementPopup: AfterPaintService = {
  name: 'announcement popup',
  subject: () => 'visit',
  load: async ({ queryClient, signal }) => {
    const { watchAnnouncementPopup } =
      await import('@/features/announcements/components/announcement-popup/watch-announcement-popup');
    return signal.aborted ? undefined : watchAnnouncementPopup(queryClient);
  },
};
