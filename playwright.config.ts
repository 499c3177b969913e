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
  // One worker: every test shares the single preview server and its in-memory mock backend, and each test
  // starts with `POST /__mock/reset` and may switch scenarios; two workers would reset and re-scenario each
  // other's state mid-test. (The machines have only 2 cores anyway.) Raise this only once the mock keeps
  // state per client.
  workers: 1,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
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
