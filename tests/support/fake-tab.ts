import { onTestFinished, vi } from 'vitest';

/** A stand-in for the tab window.open gives back: records where the launcher sends it. */
export function fakeTab() {
  const tab = {
    opener: {} as unknown,
    closed: false,
    document: document.implementation.createHTMLDocument(''),
    location: { replace: vi.fn<(url: string) => void>() },
    focus: vi.fn(),
    close: vi.fn(() => {
      tab.closed = true;
    }),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  // A test's tab goes with it: the launcher would otherwise bring it back for the next test's start of that game.
  onTestFinished(() => {
    tab.closed = true;
  });
  return { tab, open };
}
