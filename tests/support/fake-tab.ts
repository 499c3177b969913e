import { vi } from 'vitest';

/** A stand-in for the tab window.open gives back: records where the launcher sends it. */
export function fakeTab() {
  const tab = {
    opener: {} as unknown,
    closed: false,
    document: document.implementation.createHTMLDocument(''),
    location: { replace: vi.fn<(url: string) => void>() },
    close: vi.fn(() => {
      tab.closed = true;
    }),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}
