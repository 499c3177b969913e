import * as z from 'zod/mini';
import { flag, id, text } from './common';

export const game = z.object({
  nodeId: id,
  roomId: z.nullish(id),
  vassalage: text,
  gameName: text,
  nodeName: text,
  gameType: text,
  gameClassify: text,
  showIcon: z.nullish(z.string()),
  iconUrl: z.nullish(z.string()),
  defaultIcon: z.nullish(z.string()),
  isTop: z._default(flag, false),
  isNew: z._default(flag, false),
  displayName: text,
  gameCode: z.nullish(text),
  maintenance: z._default(flag, false),
  /** Our design (mocks/README.md): the game plays inside the portal, on the seamless page. */
  seamless: z._default(flag, false),
});
export type Game = z.infer<typeof game>;

export const vendorCard = z.object({
  vassalage: z.string(),
  displayName: text,
  lagerIcon: z.nullish(z.string()),
  smallIcon: z.nullish(z.string()),
  isGame: z._default(z.string(), 'VASSALAGE'),
  gameCode: z.nullish(text),
  gameType: z.nullish(z.string()),
  /** The game a 'game' card starts (sent beside gameCode by the builds that start a card directly). */
  nodeId: z.nullish(id),
});
export type VendorCard = z.infer<typeof vendorCard>;

export const vendorLane = z.object({
  title: z.string(),
  cards: z._default(z.array(vendorCard), []),
  gameClassify: z._default(
    z.array(z.object({ key: z.string(), displayName: text, vendors: z._default(z.array(z.string()), []) })),
    [],
  ),
});
export type VendorLane = z.infer<typeof vendorLane>;
