import { vi } from 'vitest';
import { server } from '@mocks/node';

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

/** Records the query of every request to `path` the app sends to the mock backend. */
export function captureRequests(path: string) {
  const seen: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push(url.searchParams);
  };
  server.events.on('request:start', listener);
  return {
    seen,
    stop: () => server.events.removeListener('request:start', listener),
  };
}
