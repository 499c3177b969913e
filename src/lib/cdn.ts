import { isHttpUrl } from './safe-url';

/**
 * Image and game-launch hosts come as lists in the site configuration; each use picks one at random so the
 * load spreads across them (spec 1 section 9). Hosts that are not http(s) are ignored.
 */
export function pickHost(hosts: readonly string[], random: () => number = Math.random): string | undefined {
  const usable = hosts.filter((h) => isHttpUrl(h));
  if (usable.length === 0) return undefined;
  return usable[Math.floor(random() * usable.length)] ?? usable[0];
}

/**
 * Full URL of a server asset path on one of the hosts. Absolute http(s) paths pass unchanged; any other
 * scheme is refused (undefined), as is a path with no usable host.
 */
export function assetUrl(hosts: readonly string[], path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) {
    return isHttpUrl(path) ? path : undefined;
  }
  const host = pickHost(hosts);
  if (!host) return undefined;
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
