import { isHttpUrl } from '@/lib/safe-url';
import type { Resource } from './api/system-status';

/**
 * A resource by kind, as the reference looks them up (`Android`, `WHATSAPP`, ...): case-insensitively,
 * and only with a plain http(s) link (links come from the server and are checked before an href).
 */
export function resourceOf(resources: readonly Resource[], kind: string): Resource | undefined {
  const wanted = kind.toUpperCase();
  return resources.find((r) => r.type === wanted && isHttpUrl(r.url));
}
