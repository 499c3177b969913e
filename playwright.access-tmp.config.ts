import base from './playwright.config';
const port = 4181;
export default {
  ...base,
  outputDir: '/tmp/access-e2e-results',
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: { ...base.webServer, command: `npx vite preview --configLoader runner --port ${port} --strictPort`, url: `http://localhost:${port}`, reuseExistingServer: false },
};
