import * as z from 'zod/mini';
import { id, text } from './common';

/**
 * A banner as the reference reads it (product rules: announcement bundle): `url` is the picture, `linkageType` says where a
 * click leads, `bannerId` may be missing. Our earlier builds sent the picture as `imageUrl` and the click
 * target as `url`: both are read. Where the reference's target travels is not shown (its `openLinkage` is
 * external): ours is `linkageUrl` (decision 023).
 */
const banner = z.pipe(
  z.object({
    bannerId: z.nullish(id),
    title: text,
    url: text,
    groupName: text,
    linkageType: text,
    imageUrl: z.nullish(z.string()),
    linkageUrl: z.nullish(z.string()),
  }),
  z.transform(({ bannerId, title, url, groupName, linkageType, imageUrl, linkageUrl }) => {
    const picture = imageUrl ?? url;
    const target = imageUrl ? url : (linkageUrl ?? '');
    return { key: bannerId ?? `${groupName}:${picture}`, title, groupName, linkageType, picture, target };
  }),
);

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
// never "no offers". The agents' list (A) and the help-type list (H, our design) are only answered when
// asked: absent means none.
export const announcementBundle = z.object({
  banners: z.array(banner),
  player: z.array(notice),
  popup: z.array(popup),
  promotion: z.array(promotion),
  agent: z._default(z.array(notice), []),
  help: z._default(z.array(notice), []),
});
export type AnnouncementBundle = z.infer<typeof announcementBundle>;
