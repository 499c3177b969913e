import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Connect, type Plugin } from 'vite';

export interface MockBackendOptions {
  /** Path of the live-events WebSocket on the same origin (VITE_LIVE_EVENTS_PATH); empty for none. */
  liveEventsPath: string;
}

interface MockMount {
  mountMock: (middlewares: Connect.Server, httpServer: Server | null, liveEventsPath: string) => void;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The mock's handlers are declared from the client's own endpoint modules (src, with its `@/` paths), so
 * the mock is loaded through Vite's module runner with the app's aliases, once per server.
 */
async function loadMock(): Promise<MockMount> {
  const { module } = await runnerImport<MockMount>(
    fileURLToPath(new URL('./server-mount.ts', import.meta.url)),
    {
      root,
      logLevel: 'warn',
      resolve: {
        alias: [
          { find: '@', replacement: fileURLToPath(new URL('../src', import.meta.url)) },
          { find: '@mocks', replacement: fileURLToPath(new URL('.', import.meta.url)) },
        ],
      },
    },
  );
  return module;
}

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
