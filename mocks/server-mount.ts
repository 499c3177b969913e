import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import type { Server } from 'node:http';
import type { Connect } from 'vite';
import { handlers } from './handlers';
import { attachLiveSocket, type ScopeRunner } from './live-socket';
import { setScopeResolver } from './state/store';

const mockedPath = /^\/(wps|lgw|lotto|__mock|__cdn)(\/|$|\?)/;
const backendPath = /^\/(wps|lgw|lotto)(\/|$|\?)/;
const skippedHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
]);

async function readRawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

function firstOf(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value?.split(',')[0])?.trim() || undefined;
}

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  // Behind nginx (the production rig, docs/hosting.md) the Host is the backend's: the site's own address
  // comes forwarded, and the answers that name the site (its picture hosts, launch addresses) must name it,
  // as they do when the mock is mounted in the site's own server.
  const host = firstOf(req.headers['x-forwarded-host']) ?? req.headers.host ?? 'localhost';
  const protocol = firstOf(req.headers['x-forwarded-proto']) ?? 'http';
  const url = new URL(req.url ?? '/', `${protocol}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || skippedHeaders.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readRawBody(req));
  return new Request(url, { method, headers, body });
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

const notFoundBody = JSON.stringify({ success: false, errorCode: 'api.not.found', message: 'No such call' });

// Each e2e test sends its own X-Mock-Scope and gets a state of its own (state/store.ts); a request without
// one (the demo, a person at the dev server) shares the one state.
const scopes = new AsyncLocalStorage<string | undefined>();
setScopeResolver(() => scopes.getStore());

function scopeOf(req: IncomingMessage): string | undefined {
  const value = req.headers['x-mock-scope'];
  const scope = Array.isArray(value) ? value[0] : value;
  return scope && /^[\w.-]{1,100}$/.test(scope) ? scope : undefined;
}

/** Answers the backend, control and CDN paths from the msw handlers; everything else goes on to Vite. */
const middleware: Connect.NextHandleFunction = (req, res, next) => {
  const path = req.url ?? '/';
  if (!mockedPath.test(path)) {
    next();
    return;
  }
  void scopes.run(scopeOf(req), async () => {
    try {
      const response = await getResponse(handlers, await toFetchRequest(req));
      if (response) {
        await writeResponse(res, response);
      } else if (backendPath.test(path)) {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'application/json');
        res.end(notFoundBody);
      } else {
        next();
      }
    } catch (error) {
      next(error);
    }
  });
};

// A socket lives on after its upgrade request: each of its messages is answered in that request's scope.
const inScopeOf: ScopeRunner = (req, work) => scopes.run(scopeOf(req), work);

/** What the mock is mounted into: Vite's connect stack, or the standalone server's (mocks/standalone.ts). */
export interface MiddlewareStack {
  use(handler: Connect.NextHandleFunction): unknown;
}

/**
 * Mounts the mock backend into a server: the backend, control and CDN paths are answered by the msw
 * handlers, and the live-events socket (when a path is given) is served on the same HTTP server. Returns
 * what closes the open sockets, which outlive the server's own connections. Loaded through Vite's module
 * runner (mocks/module-runner.mjs), because the handlers import the endpoints of src (with its `@/` paths).
 */
export function mountMock(
  middlewares: MiddlewareStack,
  httpServer: Server | null,
  liveEventsPath: string,
): () => void {
  middlewares.use(middleware);
  return httpServer && liveEventsPath ? attachLiveSocket(httpServer, liveEventsPath, inScopeOf) : () => {};
}
