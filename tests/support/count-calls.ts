import { server } from '@mocks/node';

/** Counts the requests whose path ends with `call` (and of that method, when one is named), from now on. */
export function countCalls(call: string, method?: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if ((method === undefined || request.method === method) && new URL(request.url).pathname.endsWith(call)) {
      seen.count += 1;
    }
  });
  return seen;
}
