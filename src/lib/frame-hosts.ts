import { env } from '@/config/env';
import { isHttpUrl } from './safe-url';

/**
 * Whether a page from the server (a chat desk, a seamless game) may be shown inside the portal: only when
 * its origin is one the operator named in VITE_FRAME_HOSTS, the list the CSP's frame-src is built from. Any
 * other page would be refused by the browser, so it opens in a tab of its own instead.
 */
export function canFrame(
  url: string,
  hosts: string = env.VITE_FRAME_HOSTS,
  siteOrigin: string = window.location.origin,
): boolean {
  if (!isHttpUrl(url)) return false;
  const origin = new URL(url).origin;
  return hosts
    .split(/[\s,]+/)
    .filter(Boolean)
    .some((host) =>
      host === 'self' ? origin === siteOrigin : isHttpUrl(host) && new URL(host).origin === origin,
    );
}
