import type { Server } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { importMockModule } from './module-runner.mjs';

export interface MockBackendOptions {
  /** Path of the live-events WebSocket on the same origin (VITE_LIVE_EVENTS_PATH); empty for none. */
  liveEventsPath: string;
}

interface MockMount {
  mountMock: (
    middlewares: { use(handler: Connect.NextHandleFunction): unknown },
    httpServer: Server | null,
    liveEventsPath: string,
  ) => () => void;
}

/** The mock's handlers import src's endpoint modules: loaded once per server, with the app's aliases. */
const loadMock = () => importMockModule<MockMount>('./server-mount.ts');

/** Mounts the mock backend into the dev and preview servers (vite.config.ts adds it without BACKEND_URL). */
export function mockBackend({ liveEventsPath }: MockBackendOptions): Plugin {
  return {
    name: 'mock-backend',
    async configureServer(server) {
      (await loadMock()).mountMock(server.middlewares, server.httpServer as Server | null, liveEventsPath);
    },
    async configurePreviewServer(server) {
      (await loadMock()).mountMock(server.middlewares, server.httpServer as Server, liveEventsPath);
    },
  };
}
