declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const GTAG_ID_PATTERN = /^[A-Z]{1,3}-?[A-Z0-9-]{4,20}$/i;
let loadedId: string | null = null;

/**
 * Loads Google's gtag only when the site configuration names an id (product rules: states and flows); a site without one
 * downloads nothing. The id is checked so configuration text cannot smuggle markup into the URL.
 */
export function loadAnalytics(gtagId: string | null | undefined): boolean {
  if (!gtagId || !GTAG_ID_PATTERN.test(gtagId) || loadedId === gtagId) return false;
  loadedId = gtagId;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag(...args: unknown[]) {
    window.dataLayer?.push(args);
  };
  window.gtag('js', new Date());
  window.gtag('config', gtagId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`;
  document.head.appendChild(script);
  return true;
}
