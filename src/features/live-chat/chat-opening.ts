import { canFrame } from '@/lib/frame-hosts';

/**
 * Where a chat ended up: framed in the popup, in a tab of its own, or waiting for a fresh click because the
 * browser refused the tab.
 */
export type ChatOutcome = { kind: 'framed' | 'tab' | 'blocked'; url: string };

/** The chat's tab: a second chat started while it is open replaces the first there rather than adding a tab. */
const CHAT_TAB = 'live-chat';

/*
 * Our design: the chat host is known only from launchChat's answer, and a tab must be opened inside the
 * click for a popup blocker to let it through. The host of the last answer is kept for the page's life: once
 * it is one the portal may not frame, later chats open their tab within the click, with a waiting line, and
 * the answer then fills it. The first chat of a page asks first and opens the tab after (browsers still
 * allow it moments after a click); should the browser refuse, the popup offers the tab behind a fresh click.
 */
let lastChatOrigin: string | null = null;

function openWaitingTab(waitingText: string): Window | null {
  const tab = window.open('', CHAT_TAB);
  if (!tab) return null;
  try {
    tab.opener = null;
    tab.document.title = waitingText;
    tab.document.body.style.cssText =
      'margin:0;min-height:100vh;display:grid;place-items:center;background:#0d0a14;color:#f5e6b8;font:16px system-ui,sans-serif';
    tab.document.body.textContent = waitingText;
  } catch {
    // A tab we may not write to still gets the chat's address.
  }
  return tab;
}

/**
 * Starts a chat whose address `load` asks for. Call it from the click itself (its first step may open the
 * tab). Only an http(s) address reaches here (the endpoint's schema refuses anything else); the answer's
 * origin decides the frame or the tab (`canFrame`: VITE_FRAME_HOSTS, the list the CSP's frame-src is built
 * from). A failed call closes the waiting tab and rejects with the call's error.
 */
export function openChat(load: () => Promise<string>, waitingText: string): Promise<ChatOutcome> {
  const tab = lastChatOrigin !== null && !canFrame(lastChatOrigin) ? openWaitingTab(waitingText) : null;
  return load().then(
    (url): ChatOutcome => {
      lastChatOrigin = new URL(url).origin;
      if (!tab && canFrame(url)) return { kind: 'framed', url };
      const target = tab ?? openWaitingTab(waitingText);
      if (!target || target.closed) return { kind: 'blocked', url };
      target.location.replace(url);
      return { kind: 'tab', url };
    },
    (error: unknown) => {
      tab?.close();
      throw error;
    },
  );
}
