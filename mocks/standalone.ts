import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Connect } from 'vite';
import { mountMock } from './server-mount';

// The mock backend as a server of its own, for what stands in front of a real backend: nginx in the
// production rig (server/nginx/), or `BACKEND_URL` pointing the portal's own server at it. It speaks what
// it speaks inside `vite preview`, because it is mounted by the same mountMock, sockets included.

export interface MockServerOptions {
  port: number;
  host: string;
  /** VITE_LIVE_EVENTS_PATH as the portal reads it: unset means `/wps/live`, `none` no socket. */
  liveEventsSetting: string | undefined;
}

export interface RunningMockServer {
  url: string;
  liveEventsPath: string;
  close(): Promise<void>;
}

/** The live-events path of the setting, read as vite.config.ts reads it for the Vite servers. */
export function liveEventsPathOf(setting: string | undefined): string {
  const path = setting?.trim() || '/wps/live';
  return path === 'none' ? '' : path;
}

// The backend's own unknown calls answer the protocol's 404 (server-mount.ts); this is for everything else.
const notFound = 'Not found: the mock backend answers /wps, /lgw, /lotto, /__mock and /__cdn only.\n';

/** Runs the middlewares in turn, as connect does; what none of them answers is not the mock's: 404. */
function runStack(stack: Connect.NextHandleFunction[], req: IncomingMessage, res: ServerResponse): void {
  let index = 0;
  const next = (error?: unknown) => {
    if (error) {
      console.error('mock backend:', error);
      res.statusCode = 500;
      res.end();
      return;
    }
    const handler = stack[index++];
    if (handler) {
      handler(req, res, next);
      return;
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(notFound);
  };
  next();
}

export async function startMockServer({
  port,
  host,
  liveEventsSetting,
}: MockServerOptions): Promise<RunningMockServer> {
  const stack: Connect.NextHandleFunction[] = [];
  const server = createServer((req, res) => runStack(stack, req, res));
  const liveEventsPath = liveEventsPathOf(liveEventsSetting);
  const closeSockets = mountMock({ use: (handler) => stack.push(handler) }, server, liveEventsPath);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${shownHost}:${address.port}`,
    liveEventsPath,
    close: () =>
      new Promise<void>((resolve) => {
        // The sockets are told the server is going away; kept-alive requests are dropped, not waited for.
        closeSockets();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
