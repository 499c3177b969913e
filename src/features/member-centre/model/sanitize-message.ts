import DOMPurify from 'dompurify';
import { internalPath, isHttpUrl } from '@/lib/safe-url';

// The same policy as the announcements' notices (features may not import each other, so the feature keeps
// its own DOMPurify instance): the shared rules of src/lib/safe-url decide which links and pictures stay.
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  const href = node.getAttribute('href')?.trim();
  if (href !== undefined) {
    const path = internalPath(href);
    if (path) node.setAttribute('href', path);
    else if (isHttpUrl(href)) {
      // Off the site: a new tab that cannot reach back into the portal.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else node.removeAttribute('href');
  }
  const src = node.getAttribute('src')?.trim();
  if (src !== undefined) {
    // Pictures of the site itself only.
    const picture = internalPath(src);
    if (picture) node.setAttribute('src', picture);
    else node.removeAttribute('src');
  }
});

/**
 * A message's HTML made safe to insert: no scripts, event handlers, styles or forms; links only to pages
 * of this site or to http(s) addresses (in a new tab).
 */
export function sanitizeMessage(html: string): string {
  return purifier.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
  });
}
