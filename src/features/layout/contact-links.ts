import { resourceOf, serviceLinkOf, type Resource, type ResourceType, type ServiceLink } from '@/core';
import type { IconName } from '@/components/icon/icon';
import type { TranslationKey } from '@/i18n';
import { isHttpUrl } from '@/lib/safe-url';

export interface ContactLink {
  type: string;
  url: string;
  labelKey: TranslationKey;
  icon: IconName;
}

const LINK_LOOK: Partial<Record<ResourceType, { labelKey: TranslationKey; icon: IconName }>> = {
  FACEBOOK: { labelKey: 'contact_facebook', icon: 'facebook' },
  YOUTUBE: { labelKey: 'contact_youtube', icon: 'youtube' },
  WHATSAPP: { labelKey: 'contact_whatsapp', icon: 'whatsapp' },
  WHATSAPP2: { labelKey: 'contact_whatsapp2', icon: 'whatsapp' },
  WHATSAPP3: { labelKey: 'contact_whatsapp3', icon: 'whatsapp' },
  TIKTOK: { labelKey: 'contact_tiktok', icon: 'tiktok' },
  INSTAGRAM: { labelKey: 'contact_instagram', icon: 'instagram' },
  TWITTER: { labelKey: 'contact_twitter', icon: 'twitter' },
  TELEGRAM: { labelKey: 'contact_telegram', icon: 'send' },
};

/**
 * The configured links of the given kinds, in the order asked for, keeping only plain http(s) URLs:
 * links come from the server and are checked before they reach an href. A kind missing from the resources
 * is taken from the customer-service entry of that `csType`, as the reference's footer does.
 */
export function contactLinks(
  resources: readonly Resource[],
  kinds: readonly ResourceType[],
  service: readonly ServiceLink[] = [],
): ContactLink[] {
  return kinds.flatMap((kind) => {
    const url = resourceOf(resources, kind)?.url ?? serviceLinkOf(service, kind)?.url;
    const look = LINK_LOOK[kind];
    return url && isHttpUrl(url) && look ? [{ type: kind, url, ...look }] : [];
  });
}

/** Whether a customer-service type is one of the social links drawn as a contact rather than a desk. */
export function isContactKind(csType: string): boolean {
  return csType.toUpperCase() in LINK_LOOK;
}

/** Mirror domains may come as bare host names; they become https links, anything odd is dropped. */
export function mirrorLinks(domains: readonly string[]): { host: string; url: string }[] {
  return domains.flatMap((domain) => {
    const trimmed = domain.trim();
    const url = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
    if (!isHttpUrl(url)) return [];
    return [{ host: new URL(url).host, url }];
  });
}
