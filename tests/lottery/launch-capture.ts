export { fakeTab } from '../support/fake-tab';
import { server } from '@mocks/node';

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
