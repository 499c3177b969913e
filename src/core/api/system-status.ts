import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { flag, text, tolerantList } from '@/api/schemas/common';
import { registerFieldRule, type RegisterFieldRule } from '@/api/schemas/system';
import type { WhitelabelNode } from '../whitelabel';

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

export interface Resource {
  type: ResourceType;
  url: string;
  /** `labelNameEn`, the reference's resource name; empty when not sent. */
  label: string;
}

/**
 * The reference keys resources by `resourceType` with its own spellings (`Android`, `WHATSAPP`, ...); our
 * builds sent `type`. Both are read, the kind case-insensitively; kinds we do not draw are left out.
 */
const resource = z.pipe(
  z.object({
    resourceType: z.optional(z.string()),
    type: z.optional(z.string()),
    url: z.string(),
    labelNameEn: z.nullish(z.string()),
  }),
  z.transform((r, ctx): Resource => {
    const kind = (r.resourceType ?? r.type ?? '').toUpperCase();
    if (!(resourceTypes as readonly string[]).includes(kind)) {
      ctx.issues.push({ code: 'custom', message: 'unknown resource type', input: kind });
      return z.NEVER;
    }
    return { type: kind as ResourceType, url: r.url, label: r.labelNameEn ?? '' };
  }),
);

/** A customer-service entry as sent: `path` may still be DES-sealed (see customer-service.ts). */
export interface ServiceEntry {
  csType: string;
  path: string;
}

// The reference's `{csType, path}`; our builds' `{name, url}` is read as the same thing.
const serviceEntry = z.pipe(
  z.object({
    csType: z.optional(text),
    path: z.optional(z.string()),
    name: z.optional(text),
    url: z.optional(z.string()),
  }),
  z.transform((s, ctx): ServiceEntry => {
    const path = s.path ?? s.url;
    if (path === undefined) {
      ctx.issues.push({ code: 'custom', message: 'no path', input: s });
      return z.NEVER;
    }
    return { csType: s.csType ?? s.name ?? '', path };
  }),
);

const whitelabelNode: z.ZodMiniType<WhitelabelNode> = z.object({
  modId: z.string(),
  enabled: z.pipe(
    z.union([z.string(), z.number(), z.boolean()]),
    z.transform((v): '1' | '0' => (v === '1' || v === 1 || v === true ? '1' : '0')),
  ),
  get childrenNodes() {
    return z.optional(z.array(whitelabelNode));
  },
});

export type RegisterSettings = Record<string, RegisterFieldRule>;

export interface RegisterPart {
  /** Our builds' `{direct}`: whether visitors may register. */
  direct?: boolean;
  /** The reference's field rule map, when sent. */
  rules?: RegisterSettings;
}

// The reference sends the field rule map; ours sent `{direct}`. Rules that cannot be read are left out.
const registerPart = z.pipe(
  z.catch(z.record(z.string(), z.unknown()), {}),
  z.transform((raw): RegisterPart => {
    if ('direct' in raw) return { direct: flag.safeParse(raw.direct).data ?? false };
    const rules: RegisterSettings = {};
    for (const [name, value] of Object.entries(raw)) {
      const parsed = registerFieldRule.safeParse(value);
      if (parsed.success) rules[name] = parsed.data;
    }
    return Object.keys(rules).length > 0 ? { rules } : {};
  }),
);

const strings = tolerantList(z.string());

const systemStatusAnswer = z.object({
  maintenance: z._default(flag, false),
  regionRestriction: z._default(flag, false),
  location: z.catch(z.object({ ip: text, country: z.optional(z.string()) }), { ip: '' }),
  info: z.object({
    siteName: z.catch(z.string(), ''),
    customerService: tolerantList(serviceEntry),
    // Stored as-is by the reference, shape not shown: our reading (host names) where it is a list of text.
    domainRoute: strings,
    resources: tolerantList(resource),
    whitelabel: z.catch(z.union([whitelabelNode, z.array(whitelabelNode)]), []),
    register: registerPart,
    mainDomain: z.catch(z.string(), ''),
    analytics: z.catch(z.object({ gtagId: z.nullish(z.string()) }), {}),
    imageCDNs: strings,
    launchGameCDNs: strings,
    defaultLanguage: z.catch(z.optional(z.string()), undefined),
    currency: z.catch(z.optional(z.string()), undefined),
    currencySymbol: z.catch(z.optional(z.string()), undefined),
    // The platform's settings answer names the Geetest SDK's version where the site asks for Geetest v4
    // (spec 5: 70542479384 @~500,000); our reading: a site that names none does not use it (decision 048).
    geetestSdkVersion: z.catch(
      z.optional(
        z.pipe(
          z.union([z.string(), z.number()]),
          z.transform((v) => String(v).trim()),
        ),
      ),
      undefined,
    ),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusAnswer>;

/**
 * The start-up answer (product rules: states and flows; its fields as the reference reads them, product rules: start-up answer). Only
 * an answer without `info` is unreadable; every part the site can live without falls back to empty.
 */
export const systemStatus = endpoint({
  name: 'systemStatus',
  link: '/wps/system/status',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'none',
  source: 'reference',
  response: systemStatusAnswer,
});

export const fetchSystemStatus = (signal?: AbortSignal) => request(systemStatus, { signal });

/** Fetched once per visit. */
export const systemStatusQuery = queryOptions({
  queryKey: ['site', 'status'] as const,
  queryFn: ({ signal }) => fetchSystemStatus(signal),
  staleTime: Infinity,
  retry: 1,
  // Start-up has already asked twice (a try and its retry); the status gate shows that failure at once
  // instead of asking twice more. Its retry button asks again.
  retryOnMount: false,
});

export function useSystemStatus() {
  return useQuery(systemStatusQuery);
}
