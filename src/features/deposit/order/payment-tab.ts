import { isHttpUrl } from '@/lib/safe-url';

/**
 * A tab for the gateway's payment page, opened inside the click so popup blockers let it through (as a
 * game's tab is, src/core/start-game.ts), and cut from the portal at once: the page is the gateway's.
 */
export function openPaymentTab(): Window | null {
  const win = window.open('', '_blank');
  if (win) win.opener = null;
  return win;
}

/** Sends the tab to the payment page, or closes it when there is none to show. */
export function showPaymentPage(win: Window | null, url: string | null | undefined): void {
  if (!win || win.closed) return;
  if (isHttpUrl(url)) win.location.href = url;
  else win.close();
}

/** A picture the answer points to: an http(s) address or an inline PNG, JPEG, GIF or SVG picture. */
export function safeImageSrc(value: string | null | undefined): string | null {
  if (!value) return null;
  if (isHttpUrl(value)) return value;
  return /^data:image\/(png|jpe?g|gif|svg\+xml);base64,[A-Za-z0-9+/=\s]+$/.test(value) ? value : null;
}
