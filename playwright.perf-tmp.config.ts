// Temporary (perf engineer): the shared config on its own port and build folder, so parallel runs do not collide.
import base from './playwright.config';
const port = 4191;
export default {
  ...base,
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    ...base.webServer,
    command: `npx vite preview --configLoader runner --outDir /tmp/perf-dist --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
  },
};
