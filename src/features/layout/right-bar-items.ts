import { resourceOf, type Resource, type ResourceType, type ServiceLink } from '@/core';
import type { IconName } from '@/components/icon/icon';
import type { TranslationKey } from '@/i18n';
import { isHttpUrl } from '@/lib/safe-url';
import { contactLinks, isContactKind } from './contact-links';

export interface RightBarApp {
  type: 'IOS' | 'ANDROID';
  url: string;
  labelKey: TranslationKey;
}

export interface RightBarLink {
  key: string;
  url: string;
  labelKey: TranslationKey;
  icon: IconName;
  /** Its place among the links drawn with the same icon (two desks, three WhatsApp numbers), else undefined. */
  ordinal?: number;
}

const RIGHT_BAR_CONTACTS: ResourceType[] = ['WHATSAPP', 'WHATSAPP2', 'WHATSAPP3', 'TELEGRAM', 'FACEBOOK'];

/**
 * What the right bar offers (product rules: pages and layout): app downloads, then customer service 1 and 2 and the
 * messaging links, each only when configured with a plain http(s) URL. Where the site runs the live chat
 * (`liveChat`: its CBS3 flag), the chat takes the desks' place (our design: one entry, the chat room popup).
 * The shell asks it too: it keeps the bar's strip free from the first paint, before the bar itself (loaded
 * later) is drawn.
 */
export function rightBarItems(
  resources: readonly Resource[],
  customerService: readonly ServiceLink[],
  liveChat = false,
): { apps: RightBarApp[]; links: RightBarLink[]; liveChat: boolean } {
  const apps = (['IOS', 'ANDROID'] as const).flatMap((type) => {
    const app = resourceOf(resources, type);
    const labelKey: TranslationKey = type === 'IOS' ? 'rightbar_ios' : 'rightbar_android';
    return app ? [{ type, url: app.url, labelKey }] : [];
  });
  // The desks, not the social pages some builds list among them (those are contacts).
  const service = (liveChat ? [] : customerService)
    .filter((cs) => !isContactKind(cs.csType) && isHttpUrl(cs.url))
    .slice(0, 2)
    .map((cs, index): RightBarLink => ({
      key: `cs${index}`,
      url: cs.url,
      labelKey: index === 0 ? 'rightbar_customer_service' : 'rightbar_customer_service_2',
      icon: 'headset',
    }));
  const contacts = contactLinks(resources, RIGHT_BAR_CONTACTS).map((l): RightBarLink => ({
    key: l.type,
    url: l.url,
    labelKey: l.labelKey,
    icon: l.icon,
  }));
  return { apps, links: numberAlike([...service, ...contacts]), liveChat };
}

/** Links sharing an icon get their place among those, so the folded strip of icons tells them apart. */
function numberAlike(links: RightBarLink[]): RightBarLink[] {
  return links.map((link, index) => {
    const alike = links.filter((l) => l.icon === link.icon);
    if (alike.length < 2) return link;
    return { ...link, ordinal: links.slice(0, index + 1).filter((l) => l.icon === link.icon).length };
  });
}

/**
 * Whether the right bar has anything to show (it is not drawn otherwise). Asked from the status answer's
 * customer-service entries, not their links: those are read after the first paint, and the bar's strip is
 * kept from the first paint on, so nothing moves when they arrive.
 */
export function hasRightBar(
  resources: readonly Resource[],
  customerService: readonly { csType: string }[],
  liveChat = false,
): boolean {
  const { apps, links } = rightBarItems(resources, []);
  return (
    liveChat || apps.length > 0 || links.length > 0 || customerService.some((cs) => !isContactKind(cs.csType))
  );
}
