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
