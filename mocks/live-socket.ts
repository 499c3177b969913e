import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { addLiveListener } from './domains/live-events/live-events';
import type { MockState } from './state/mock-state';
import { getState } from './state/store';
import { isTrial } from './domains/members/members';

// The mock's live-events socket (mocks/README.md "Live events"). The token comes in the first message, never
// in the address: addresses end up in logs and histories.

/** A socket that has not authenticated by then is closed: nothing waits on a silent connection for ever. */
const AUTH_WAIT_MS = 10_000;

/** Close codes of the protocol (4000-4999 are the application's own). */
export const liveCloseCodes = { refused: 4001, noAuth: 4002 } as const;

/** Runs `work` in the mock state of the upgrade request's scope (the e2e tests' X-Mock-Scope). */
export type ScopeRunner = <T>(req: IncomingMessage, work: () => T) => T;

function tokenOf(data: RawData): string | null {
  try {
    const message: unknown = JSON.parse(String(data));
    if (message === null || typeof message !== 'object') return null;
    const { type, token } = message as Record<string, unknown>;
    return type === 'auth' && typeof token === 'string' && token.length > 0 ? token : null;
  } catch {
    return null;
  }
}

function memberIdOf(state: MockState, token: string): number | null {
  const memberId = state.sessions.get(token);
  const member = memberId === undefined ? undefined : state.members.get(memberId);
  return member && !isTrial(member) ? member.id : null;
}

function serve(socket: WebSocket, req: IncomingMessage, inScope: ScopeRunner): void {
  let remove: (() => void) | null = null;
  const timer = setTimeout(() => socket.close(liveCloseCodes.noAuth, 'auth expected'), AUTH_WAIT_MS);
  socket.once('message', (data) => {
    clearTimeout(timer);
    const token = tokenOf(data);
    // The socket's edge: the state of its scope is read once, for the token and the listener alike.
    remove =
      token === null
        ? null
        : inScope(req, () => {
            const state = getState();
            const memberId = memberIdOf(state, token);
            if (memberId === null) return null;
            return addLiveListener(state.liveListeners, memberId, { send: (text) => socket.send(text) });
          });
    if (remove === null) {
      socket.close(liveCloseCodes.refused, 'refused');
      return;
    }
    socket.send(JSON.stringify({ type: 'ready' }));
  });
  socket.on('close', () => {
    clearTimeout(timer);
    remove?.();
  });
  // A broken connection closes it; the mock server itself must not fall over.
  socket.on('error', () => socket.terminate());
}

/**
 * Answers WebSocket upgrades on `path` of the server. Other upgrades (Vite's own hot reload) are left to
 * their owners. Returns what closes the open sockets (1001, going away), for a server that stops.
 */
export function attachLiveSocket(
  server: HttpServer | Http2SecureServer,
  path: string,
  inScope: ScopeRunner,
): () => void {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  sockets.on('connection', (socket: WebSocket, req: IncomingMessage) => serve(socket, req, inScope));
  server.on('upgrade', (req: IncomingMessage, stream: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://mock').pathname;
    if (pathname !== path) return;
    sockets.handleUpgrade(req, stream, head, (socket) => sockets.emit('connection', socket, req));
  });
  return () => {
    for (const socket of sockets.clients) socket.close(1001, 'server stopping');
  };
}
