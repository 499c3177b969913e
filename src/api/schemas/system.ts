import * as z from 'zod/mini';
import { flag, text } from './common';

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes?: WhitelabelNode[];
}

export const whitelabelNode: z.ZodMiniType<WhitelabelNode> = z.object({
  modId: z.string(),
  enabled: z.pipe(
    z.union([z.string(), z.number(), z.boolean()]),
    z.transform((v): '1' | '0' => (v === '1' || v === 1 || v === true ? '1' : '0')),
  ),
  get childrenNodes() {
    return z.optional(z.array(whitelabelNode));
  },
});

export const whitelabelTree = z.array(whitelabelNode);

export const resourceTypes = [
  'IOS',
  'ANDROID',
  'IOS_LITE',
  'FACEBOOK',
  'YOUTUBE',
  'WHATSAPP',
  'WHATSAPP2',
  'WHATSAPP3',
  'TIKTOK',
  'INSTAGRAM',
  'TWITTER',
  'TELEGRAM',
] as const;
export type ResourceType = (typeof resourceTypes)[number];

export const systemStatus = z.object({
  maintenance: flag,
  regionRestriction: flag,
  location: z._default(z.object({ ip: text, country: z.optional(z.string()) }), { ip: '' }),
  info: z.object({
    siteName: z._default(z.string(), ''),
    customerService: z._default(z.array(z.object({ name: text, url: z.string() })), []),
    domainRoute: z._default(z.array(z.string()), []),
    // Unknown resource kinds from newer builds are kept out rather than failing the whole start-up.
    resources: z._default(
      z.pipe(
        z.array(z.object({ type: z.string(), url: z.string() })),
        z.transform((list) =>
          list.filter((r): r is { type: ResourceType; url: string } =>
            (resourceTypes as readonly string[]).includes(r.type),
          ),
        ),
      ),
      [],
    ),
    whitelabel: z._default(whitelabelTree, []),
    register: z._default(z.object({ direct: flag }), { direct: true }),
    mainDomain: z._default(z.string(), ''),
    analytics: z._default(z.object({ gtagId: z.nullish(z.string()) }), {}),
    imageCDNs: z._default(z.array(z.string()), []),
    launchGameCDNs: z._default(z.array(z.string()), []),
    defaultLanguage: z.optional(z.string()),
    currency: z.optional(z.string()),
    currencySymbol: z.optional(z.string()),
  }),
});
export type SystemStatus = z.infer<typeof systemStatus>;

export const registerFieldRule = z.object({
  enabled: flag,
  required: flag,
  acceptedPattern: z._default(z.string(), '*'),
  minLength: z.nullish(z.number()),
  maxLength: z.nullish(z.number()),
  patternId: z.nullish(z.union([z.number(), z.string()])),
});
export const registerSettings = z.record(z.string(), registerFieldRule);
export type RegisterFieldRule = z.infer<typeof registerFieldRule>;
