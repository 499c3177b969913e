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

/**
 * The sandbox a framed page gets: `allowances` (without `allow-same-origin`), plus `allow-same-origin` only
 * for a page of another origin. A page of the portal's own origin with both scripts and its origin would be
 * no sandbox at all: it could read the session's token from storage and lift the sandbox off itself. So it
 * runs with an opaque origin; a vendor's page keeps its own origin (its cookies and storage are its own).
 */
export function frameSandbox(
  url: string,
  allowances: readonly string[],
  siteOrigin: string = window.location.origin,
): string {
  const own = allowances.filter((allowance) => allowance !== 'allow-same-origin');
  let foreign = false;
  try {
    foreign = new URL(url, siteOrigin).origin !== siteOrigin;
  } catch {
    // An address that cannot be read is treated as the portal's own: the stricter sandbox.
  }
  return (foreign ? [...own, 'allow-same-origin'] : own).join(' ');
}
