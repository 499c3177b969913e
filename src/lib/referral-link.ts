import { internalPath } from './safe-url';

/**
 * The link a member shares, always on this site's own origin: a server link is kept only for its path on
 * this site; one to any other host (or unreadable) is replaced by /register?referralCode=, which the
 * registration reads on arrival.
 */
export function referralLink(
  serverLink: string | null | undefined,
  code: string,
  origin: string = window.location.origin,
): string {
  const path = internalPath(serverLink, origin);
  if (path !== null && path !== '/') return `${origin}${path}`;
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}
