import type { AfterPaintService } from './after-paint-service';
import { announcementPopup } from './announcement-popup';
import { contractOffer } from './contract-offer';
import { liveEvents } from './live-events';
import { memberCentrePreload } from './member-centre-preload';
import { realityCheck } from './reality-check';

/** Everything the portal starts after the first paint, in the order it starts them. */
export const afterPaintServices: readonly AfterPaintService[] = [
  memberCentrePreload,
  announcementPopup,
  liveEvents,
  contractOffer,
  realityCheck,
];
