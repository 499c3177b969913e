import DOMPurify from 'dompurify';
import { isHttpUrl } from '@/lib/safe-url';

/** A same-site path: one leading slash ('//host' and '/\host' lead elsewhere). */
export const isSitePath = (value: string) => /^\/(?![/\\])/.test(value);

// An instance of its own, so this hook never reaches other users of DOMPurify.
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  for (const name of ['href', 'src'] as const) {
    const value = node.getAttribute(name)?.trim();
    if (value === undefined) continue;
    if (!isSitePath(value) && !isHttpUrl(value)) node.removeAttribute(name);
  }
  // Links off the site open in a new tab that cannot reach back into the portal.
  if (node.tagName === 'A' && isHttpUrl(node.getAttribute('href'))) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Notice HTML from the server, made safe to insert: no scripts, event handlers, styles or forms, and links
 * and images only to http(s) addresses or paths of this site.
 */
export function sanitizeNotice(html: string): string {
  return purifier.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
  });
}
