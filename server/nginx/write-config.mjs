// The deploy step of docs/hosting.md: `node server/nginx/write-config.mjs --backend <url> --out /etc/nginx`
// writes the nginx configuration for the build in dist/ (--help for the options). Node runs no TypeScript,
// and the configuration takes its headers from server/content-security-policy.ts: Vite's module runner
// loads it.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const { module } = await runnerImport(fileURLToPath(new URL('./write.ts', import.meta.url)), {
  logLevel: 'warn',
});
await module.main(process.argv.slice(2));
