import { server } from '@mocks/node';

/** Counts the requests whose path ends with `call`, as the mock receives them, from now on. */
export function countCalls(call: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(call)) seen.count += 1;
  });
  return seen;
}
