import DOMPurify from 'dompurify';
import { assetUrl } from './cdn';
import { internalPath, isHttpUrl } from './safe-url';

// An instance of its own, so this hook never reaches other users of DOMPurify.
const purifier = DOMPurify(window);

/** The image hosts of the sanitize call under way (sanitizing is synchronous: one call at a time). */
let imageHosts: readonly string[] = [];

purifier.addHook('afterSanitizeAttributes', (node) => {
  const href = node.getAttribute('href')?.trim();
  if (href !== undefined) {
    // A page of the site is written as the path the router will take, so what the link shows is where it goes.
    const path = internalPath(href);
    if (path) node.setAttribute('href', path);
    else if (isHttpUrl(href)) {
      // Links off the site open in a new tab that cannot reach back into the portal.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else node.removeAttribute('href');
  }
  const src = node.getAttribute('src')?.trim();
  if (src !== undefined) {
    // A picture of the site itself, or one at a full address on an image host; nothing from elsewhere.
    const picture = internalPath(src) ?? (isHttpUrl(src) ? assetUrl(imageHosts, src) : undefined);
    if (picture) node.setAttribute('src', picture);
    else node.removeAttribute('src');
  }
  // The server's pictures seldom say what they show: one without a text is decorative to a screen reader,
  // never a nameless image.
  if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/**
 * HTML from the server (notices, messages, rules, promotions) made safe to insert: no scripts, event
 * handlers, styles or forms; links only to pages of this site or to http(s) addresses (in a new tab);
 * pictures only from the given image hosts or the site itself, each with a text (empty where none came).
 */
export function sanitizeHtml(html: string, hosts: readonly string[] = []): string {
  imageHosts = hosts;
  try {
    return purifier.sanitize(html, {
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
      FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
    });
  } finally {
    imageHosts = [];
  }
}
