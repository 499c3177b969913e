import { defineConfig, devices } from '@playwright/test';
import type { ProjectOptions } from './e2e/fixtures';
import { nginxInstall, nginxMissing } from './server/nginx/installed';

// Debian's Chromium is the only browser on these machines: `playwright install` cannot download one.
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Flags Chromium needs when run as root in a container with no network: no sandbox, no GPU, and no
// background services that would otherwise keep dialing out and flooding the log with refused connections.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// E2E_PORT and E2E_DIST let a second build be tested beside a running one (parallel work on one machine).
const port = Number(process.env.E2E_PORT) || 4173;
const outDir = process.env.E2E_DIST || 'dist';
const isCI = !!process.env.CI;

// The production smoke set (e2e/production, decision 042) serves the same build twice more, on ports of
// its own beside E2E_PORT: through nginx in front of the standalone mock, and through a `BACKEND_URL`
// preview proxying to that same mock, as to a real backend.
const nginxPort = port + 10;
const mockPort = port + 11;
const backendUrlPort = port + 12;
const mockURL = `http://127.0.0.1:${mockPort}`;
// The smoke set needs Debian's nginx, which .ci/run installs. A developer's machine without it still runs every
// other journey, and is told what was left out and how to add it; CI never leaves the set out (the rig then
// fails, naming what is missing).
const lacking = nginxMissing();
const withProductionSet = !lacking || isCI;
if (!withProductionSet) {
  console.warn(`e2e: ${lacking}, so the production smoke set (e2e/production) is left out: ${nginxInstall}`);
}
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath, args: chromiumArgs },
};

const productionProjects = [
  {
    name: 'production',
    testDir: 'e2e/production',
    testIgnore: 'backend-url.spec.ts',
    use: { ...browser, baseURL: `http://127.0.0.1:${nginxPort}` },
  },
  {
    name: 'backend-url',
    testDir: 'e2e/production',
    testMatch: 'backend-url.spec.ts',
    // The preview proxies the backend's paths only: the control calls go to the mock itself.
    use: { ...browser, baseURL: `http://localhost:${backendUrlPort}`, mockControlURL: mockURL },
  },
];

const productionServers = [
  {
    name: 'nginx',
    // Debian's nginx with the generated configuration, in front of the standalone mock (server/nginx/).
    command: `node server/nginx/serve.mjs --port ${nginxPort} --mock-port ${mockPort} --dist ${outDir}`,
    url: `http://127.0.0.1:${nginxPort}`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The rig stops nginx and the mock and removes its folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
  {
    name: 'backend-url',
    command: `npx vite preview --configLoader runner --port ${backendUrlPort} --strictPort --outDir ${outDir}`,
    env: { BACKEND_URL: mockURL },
    url: `http://localhost:${backendUrlPort}`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
] as const;

export default defineConfig<ProjectOptions>({
  testDir: 'e2e',
  // Two workers share one preview server: each test has a mock state of its own (its X-Mock-Scope header,
  // e2e/fixtures.ts), so one test's reset or scenario never reaches another. The machines have 2 cores.
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  // Two workers on two cores: a long journey (a deposit through approval) can take twice its lone time.
  timeout: 45_000,
  // A ceiling for what a person waits to see, not a sleep: a lazy popup on a loaded two-core machine can take seconds.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'production/**',
      use: browser,
    },
    ...(withProductionSet ? productionProjects : []),
  ],
  // `npm run test:e2e` builds first; these only serve that build.
  webServer: [
    {
      name: 'preview',
      // With the mock backend mounted by the Vite plugin.
      command: `npx vite preview --configLoader runner --port ${port} --strictPort --outDir ${outDir}`,
      url: `http://localhost:${port}`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(withProductionSet ? productionServers : []),
  ],
});
