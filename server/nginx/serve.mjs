// `npm run serve:nginx -- [--port 8080] [--mock-port 8081] [--dist dist]`: the production rig, Debian's nginx
// with the generated configuration in front of the standalone mock (server/nginx/rig.ts). Node runs no
// TypeScript, and the configuration takes its headers from server/content-security-policy.ts: Vite's
// module runner loads it.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const { module } = await runnerImport(fileURLToPath(new URL('./rig.ts', import.meta.url)), {
  logLevel: 'warn',
});
await module.main(process.argv.slice(2));
