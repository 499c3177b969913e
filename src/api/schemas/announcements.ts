import * as z from 'zod/mini';
import { id, text } from './common';

const banner = z.object({
  bannerId: id,
  title: text,
  url: text,
  groupName: text,
  linkageType: text,
  imageUrl: z.nullish(z.string()),
});

const notice = z.object({ id, title: text, content: text, startDateStr: text });

const popup = z.object({
  id,
  title: text,
  content: text,
  execution: text,
  promotionType: z.nullish(text),
});

const promotion = z.object({
  id,
  title: text,
  content: text,
  announcementImages: z._default(z.array(z.object({ url: z.string() })), []),
  promotionType: z.nullish(text),
  startDateStr: z.nullish(text),
  endDateStr: z.nullish(text),
});

// The four lists are always answered (empty when there is nothing): an answer without them is malformed,
// never "no offers".
export const announcementBundle = z.object({
  banners: z.array(banner),
  player: z.array(notice),
  popup: z.array(popup),
  promotion: z.array(promotion),
});
export type AnnouncementBundle = z.infer<typeof announcementBundle>;
