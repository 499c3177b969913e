import type { AfterPaintService } from './after-paint-service';

/** The public popup's watch: it opens the back office's public notice once per session, when there is one. */
export const publicPopup: AfterPaintService = {
  name: 'public popup',
  subject: () => 'visit',
  load: async ({ queryClient, signal }) => {
    const { watchPublicPopup } =
      await import('@/features/announcements/components/public-popup/watch-public-popup');
    return signal.aborted ? undefined : watchPublicPopup(queryClient);
  },
};
