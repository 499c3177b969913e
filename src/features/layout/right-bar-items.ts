import type { ResourceType } from '@/api';
import type { IconName } from '@/components/icon/icon';
import type { TranslationKey } from '@/i18n';
import { isHttpUrl } from '@/lib/safe-url';
import { contactLinks } from './contact-links';

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
}

const RIGHT_BAR_CONTACTS: ResourceType[] = ['WHATSAPP', 'WHATSAPP2', 'WHATSAPP3', 'TELEGRAM', 'FACEBOOK'];

/**
 * What the right bar offers (spec 1 section 2): app downloads, then customer service 1 and 2 and the
 * messaging links, each only when configured with a plain http(s) URL. The shell asks it too: it keeps the
 * bar's strip free from the first paint, before the bar itself (loaded later) is drawn.
 */
export function rightBarItems(
  resources: readonly { type: ResourceType; url: string }[],
  customerService: readonly { name: string; url: string }[],
): { apps: RightBarApp[]; links: RightBarLink[] } {
  const apps = (['IOS', 'ANDROID'] as const).flatMap((type) => {
    const app = resources.find((r) => r.type === type && isHttpUrl(r.url));
    const labelKey: TranslationKey = type === 'IOS' ? 'rightbar_ios' : 'rightbar_android';
    return app ? [{ type, url: app.url, labelKey }] : [];
  });
  const service = customerService
    .slice(0, 2)
    .filter((cs) => isHttpUrl(cs.url))
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
  return { apps, links: [...service, ...contacts] };
}

/** Whether the right bar has anything to show (it is not drawn otherwise). */
export function hasRightBar(
  resources: readonly { type: ResourceType; url: string }[],
  customerService: readonly { name: string; url: string }[],
): boolean {
  const { apps, links } = rightBarItems(resources, customerService);
  return apps.length > 0 || links.length > 0;
}
