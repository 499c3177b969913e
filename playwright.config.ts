import { defineConfig, devices } from '@playwright/test';

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

export default defineConfig({
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
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath, args: chromiumArgs },
      },
    },
  ],
  // `npm run test:e2e` builds first; this only serves dist/ with the mock backend mounted by the Vite plugin.
  webServer: {
    command: `npx vite preview --configLoader runner --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
