import { createHash } from 'node:crypto';

/**
 * The portal's Content-Security-Policy and the headers that go with it (decision 016, docs/hosting.md).
 * The policy is computed from the built index.html: its inline script (the `?token=` hand-over) and inline
 * styles (the boot styles and the inlined entry stylesheet) are allowed by their hashes, which change with
 * every build, so no hand-kept list can drift from the page.
 */

/**
 * Google's documented sources for gtag (GA4): admitted only where the deployment lets analytics load
 * (VITE_ANALYTICS=on, analyticsSetting), and loaded only when the site configuration names an id.
 */
const analyticsSources = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

const inlineElement = {
  // Only scripts without src: the others are files, covered by 'self'.
  script: /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi,
  style: /<style\b[^>]*>([\s\S]*?)<\/style>/gi,
};

/** A `'sha256-...'` source for the content of each inline element of that kind in the page. */
export function inlineHashes(html: string, kind: keyof typeof inlineElement): string[] {
  const hashes = [...html.matchAll(inlineElement[kind])].map(
    ([, content]) =>
      `'sha256-${createHash('sha256')
        .update(content ?? '', 'utf8')
        .digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/**
 * The origins of the image hosts, from a list separated by spaces or commas (CSP_IMAGE_HOSTS). Anything
 * that is not an http(s) address stops the build: a stray word would otherwise become part of the policy.
 */
export function imageHostOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((host) => {
      let url: URL | null = null;
      try {
        url = new URL(host);
      } catch {
        // Reported below.
      }
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
        throw new Error(`CSP_IMAGE_HOSTS: "${host}" is not an http(s) address`);
      }
      return url.origin;
    });
}

/**
 * The frame-src sources of VITE_FRAME_HOSTS (src/lib/frame-hosts.ts reads the same setting): `self` for the
 * site's own origin, else http(s) origins. Nothing named means nothing is framed.
 */
export function frameSources(list: string | undefined): string[] {
  const sources = (list ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((host) => {
      if (host === 'self') return "'self'";
      try {
        return imageHostOrigins(host)[0] as string;
      } catch {
        throw new Error(`VITE_FRAME_HOSTS: "${host}" is neither self nor an http(s) address`);
      }
    });
  return sources.length > 0 ? [...new Set(sources)] : ["'none'"];
}

/**
 * Geetest v4's sources (decision 048): the origin of its loader (VITE_GEETEST_SCRIPT_URL, unless that is a
 * path on the site) and the hosts of CSP_GEETEST_HOSTS (the vendor's API host). Its scripts, styles,
 * pictures and calls come from them. Anything that is not an http(s) address stops the build.
 */
export function geetestSources(scriptUrl: string | undefined, hosts: string | undefined): string[] {
  const named = [...(scriptUrl?.trim().startsWith('/') ? [] : [scriptUrl ?? '']), hosts ?? '']
    .join(' ')
    .split(/[\s,]+/)
    .filter(Boolean);
  const origins = named.map((host) => {
    try {
      const url = new URL(host);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // Reported below.
    }
    throw new Error(`CSP_GEETEST_HOSTS / VITE_GEETEST_SCRIPT_URL: "${host}" is not an http(s) address`);
  });
  return [...new Set(origins)];
}

/** VITE_ANALYTICS as the build reads it (src/config/env.ts reads the same): anything but on or off stops it. */
export function analyticsSetting(value: string | undefined): boolean {
  const setting = value?.trim() || 'off';
  if (setting !== 'on' && setting !== 'off') {
    throw new Error(`VITE_ANALYTICS: "${setting}" is neither on nor off`);
  }
  return setting === 'on';
}

export interface PolicyOptions {
  /** Origins the site's pictures come from (its imageCDNs), beyond the site itself. */
  imageHosts: readonly string[];
  /** frame-src: the chat desk and seamless games the portal may show inside itself (frameSources). */
  frameHosts?: readonly string[];
  /** Geetest v4's hosts (geetestSources), for a site that asks for its check. */
  geetestHosts?: readonly string[];
  /** Google's gtag may load (analyticsSetting); without it the policy names none of its hosts. */
  analytics?: boolean;
}

export function contentSecurityPolicy(
  html: string,
  { imageHosts, frameHosts = ["'none'"], geetestHosts = [], analytics = false }: PolicyOptions,
): string {
  const gtag = analytics ? analyticsSources : { script: [], img: [], connect: [] };
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineHashes(html, 'script'), ...gtag.script, ...geetestHosts],
    ['style-src', "'self'", ...inlineHashes(html, 'style'), ...geetestHosts],
    // data: for the captcha picture, which the server sends as base64.
    ['img-src', "'self'", 'data:', ...imageHosts, ...gtag.img, ...geetestHosts],
    ['connect-src', "'self'", ...gtag.connect, ...geetestHosts],
    // Only the hosts the operator names may be shown inside the portal (the chat desk, seamless games); every
    // other game or service page opens in a tab of its own. Nobody frames the portal.
    ['frame-src', ...frameHosts],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((sources) => sources.join(' ')).join('; ');
}

/** Every response: no content-type guessing (a script or style is only ever what its type says). */
export const everyResponseHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

/**
 * A page's (the documents the app is served as): the policy, no referrer, no framing. X-Frame-Options says
 * what frame-ancestors says, for older browsers. Scripts, styles, pictures and API answers do not carry
 * them: browsers apply these to documents only, and on a slow link some 600 bytes of headers on each of
 * thirty files are not free.
 */
export function documentHeaders(policy: string): Record<string, string> {
  return {
    ...everyResponseHeaders,
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Whether the preview answers `pathname` with a page: the app's routes (no file extension, served as
 * index.html) and index.html itself, but not the backend, the mock's control API or its CDN.
 */
export function servesDocument(pathname: string): boolean {
  if (/^\/(wps|lgw|lotto|__mock|__cdn)(\/|$)/.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.') || last.endsWith('.html');
}
