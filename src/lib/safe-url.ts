/**
 * Links and image paths from the server are followed only when they are plain http(s): a `javascript:`
 * or `data:` value from a compromised configuration must never reach an href or src.
 */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The page of this site a server value points to (path, query and hash, for the router), or null when it
 * leads anywhere else. The browser's own URL parser decides, as it will when the link is followed: it drops
 * tabs and line breaks and reads a backslash as a slash, so `/\t/evil.example` or `\\evil.example` is
 * another site however innocent it looks as text.
 */
export function internalPath(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  // The protocol too: a blob: URL names the origin that made it.
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
