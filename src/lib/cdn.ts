import { isHttpUrl } from './safe-url';

/**
 * Image and game-launch hosts come as lists in the site configuration; uses are spread across them (product rules:
 * constants and limits). Hosts that are not http(s) are ignored. `choose` gives a number in [0, 1) that picks the host.
 */
export function pickHost(hosts: readonly string[], choose: () => number = Math.random): string | undefined {
  const usable = hosts.filter((h) => isHttpUrl(h));
  if (usable.length === 0) return undefined;
  return usable[Math.floor(choose() * usable.length)] ?? usable[0];
}

/**
 * A fixed number in [0, 1) for a path (FNV-1a): each image always comes from the same host, so the browser
 * downloads it once however many times and places it is shown, and a preload matches the later <img>,
 * while different images still spread across the hosts.
 */
function spreadOf(path: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i += 1) {
    hash ^= path.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

/** Whether an absolute address is on one of the hosts or on the site itself. */
function onKnownHost(hosts: readonly string[], address: string): boolean {
  const origin = new URL(address).origin;
  return origin === window.location.origin || hosts.some((h) => isHttpUrl(h) && new URL(h).origin === origin);
}

/**
 * Full URL of a server asset (a picture, a game's launch path) on one of the hosts: the path's own host
 * (see spreadOf), or for a retry (`attempt` 1, 2, ...) the hosts after it in turn, so a failed download is
 * tried again elsewhere. An absolute http(s) address passes unchanged only on one of the hosts or the site
 * itself: a picture from anywhere else would tell a stranger who looks at the page, and the
 * Content-Security-Policy (docs/hosting.md) would refuse it anyway.
 * Any other scheme is refused (undefined), as is a path with no usable host.
 */
export function assetUrl(
  hosts: readonly string[],
  path: string | null | undefined,
  attempt = 0,
): string | undefined {
  if (!path) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) {
    return isHttpUrl(path) && onKnownHost(hosts, path) ? path : undefined;
  }
  const usable = hosts.filter((h) => isHttpUrl(h)).length;
  const host = pickHost(hosts, () => (spreadOf(path) + attempt / Math.max(1, usable)) % 1);
  if (!host) return undefined;
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Opens the connections to the image hosts as soon as they are known (the site status), so the first
 * picture from one does not also wait for a DNS lookup, a TCP and a TLS handshake. The site itself needs none.
 */
export function preconnectImageHosts(hosts: readonly string[]): void {
  const origins = new Set(hosts.filter((h) => isHttpUrl(h)).map((h) => new URL(h).origin));
  origins.delete(window.location.origin);
  for (const origin of [...origins].slice(0, 2)) {
    if (document.querySelector(`link[rel="preconnect"][href="${CSS.escape(origin)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preconnect';
    // No crossorigin: pictures are plain (no-cors) requests, which use the connections opened this way.
    link.href = origin;
    document.head.append(link);
  }
}
