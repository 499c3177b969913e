import { server } from '@mocks/node';
import { decryptRequestPayload } from '@mocks/protocol/decrypt';

/**
 * Records the opened bodies of the sealed requests whose path ends with `call` (and of that method, when
 * one is named), from now on, with the method each was sent by.
 */
export function sealedBodies(call: string, method?: string) {
  const seen: { method: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!new URL(request.url).pathname.endsWith(call)) return;
    if (method !== undefined && request.method !== method) return;
    const copy = request.clone();
    const entry = { method: request.method, body: undefined as unknown };
    seen.push(entry);
    void copy.text().then((raw) => {
      entry.body = decryptRequestPayload(raw, copy.headers);
    });
  });
  return seen;
}
