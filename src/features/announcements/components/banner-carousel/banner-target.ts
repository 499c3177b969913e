import { paths } from '@/config/paths';
import { internalPath, isHttpUrl } from '@/lib/safe-url';
import type { Banner } from '../../api/announcements';

/**
 * Where a banner click leads, decided once from its linkageType and target (product rules: pages and layout, home 1). A
 * linkageType we do not know (the reference's own are not shown) leaves the banner a picture only.
 */
export type BannerTarget =
  | { kind: 'route'; to: string }
  | { kind: 'game'; nodeId: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

const none: BannerTarget = { kind: 'none' };

/** Anything unexpected (an unknown type, a javascript: link, a malformed id) makes the banner a picture only. */
export function bannerTarget({
  linkageType,
  target: raw,
}: Pick<Banner, 'linkageType' | 'target'>): BannerTarget {
  const url = raw.trim();
  switch (linkageType.toUpperCase()) {
    case 'INTERNAL': {
      const to = internalPath(url);
      return to ? { kind: 'route', to } : none;
    }
    case 'GAME': {
      const nodeId = /^game:([\w-]+)$/.exec(url)?.[1];
      return nodeId ? { kind: 'game', nodeId } : none;
    }
    case 'PROMOTION':
      return /^[\w-]+$/.test(url) ? { kind: 'route', to: `${paths.promotions}#${url}` } : none;
    case 'EXTERNAL':
      return isHttpUrl(url) ? { kind: 'external', href: url } : none;
    default:
      return none;
  }
}
