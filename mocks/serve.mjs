// `npm run mock [-- --port 4300 --host 127.0.0.1]`: the mock backend as a server of its own (port also from
// PORT), for nginx or a `BACKEND_URL` portal in front of it. Prints its address once it listens; stops on
// SIGTERM or SIGINT. The live-events socket follows VITE_LIVE_EVENTS_PATH, read as the production build
// reads it (.env files, then the environment).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { importMockModule } from './module-runner.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' } },
});
const port = Number(values.port ?? process.env.PORT ?? 4300);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`mock backend: "${values.port ?? process.env.PORT}" is not a port`);
  process.exit(2);
}
const env = loadEnv('production', fileURLToPath(new URL('..', import.meta.url)), '');

/** @type {typeof import('./standalone.ts')} */
const { startMockServer } = await importMockModule('./standalone.ts');
const server = await startMockServer({
  port,
  host: values.host,
  liveEventsSetting: env.VITE_LIVE_EVENTS_PATH,
});
const socket = server.liveEventsPath ? `, live events at ${server.liveEventsPath}` : '';
console.log(`Mock backend at ${server.url}${socket}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // A socket whose peer never answers the close would hold the exit for ws's 30 s.
  setTimeout(() => process.exit(0), 2_000).unref();
  await server.close();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
