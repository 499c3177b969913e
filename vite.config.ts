/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mockBackend } from './mocks/vite-plugin';
import { precompressedAssets } from './server/compression-plugin';
import { landingPreload } from './server/landing-preload-plugin';
import { inFoundationChunk, localePartModule } from './server/foundation-chunk';
import { inlineEntryCss } from './server/inline-css-plugin';
import { axiosFetchOnly } from './server/axios-fetch-only';
import { firstVisitChunks } from './server/first-visit-chunks';
import {
  analyticsSetting,
  frameSources,
  geetestSources,
  imageHostOrigins,
} from './server/content-security-policy';
import { securityHeadersPlugin } from './server/security-headers-plugin';
import { PHONE_LAYOUT } from './src/config/layout';

const backendPaths = ['/wps', '/lgw', '/lotto'];

/**
 * A language's area files (common, shell, pages, ...) form one chunk, named after the language: they are
 * always loaded together, and one request is one round trip where six were six requests on a slow link.
 * The account forms' strings (locales/<lang>/forms/) are a second chunk, loaded with those popups, and the
 * member centre's (locales/<lang>/centre/) a third.
 */
const localesRoot = fileURLToPath(new URL('./locales/', import.meta.url));
/** The language folder of a module under locales/ (`en`, `pt`), or null for any other module. */
function localeOf(id: string): string | null {
  const inside = relative(localesRoot, id);
  if (inside.startsWith('..') || isAbsolute(inside)) return null;
  return inside.split(/[\\/]/)[0] ?? null;
}
const firstVisit = firstVisitChunks();
const chunkGroups = [
  {
    name: 'core',
    test: (id: string) => inFoundationChunk(id) || firstVisit.inStartUp(id),
    priority: 2,
  },
  { name: 'app', test: firstVisit.inApp, priority: 1 },
  {
    name: (id: string) => {
      const module = localePartModule.exec(id);
      if (module) return module[1] === 'base' ? `locale-${module[2]}` : `locale-${module[2]}-${module[1]}`;
      const language = localeOf(id);
      if (!language) return null;
      // Strings of the account forms (login, registration, passwords) come with those popups, the member
      // centre's with the centre.
      const part = /[\\/](forms|centre|mall|activities|agent|content)[\\/]/.exec(id)?.[1];
      return part ? `locale-${language}-${part}` : `locale-${language}`;
    },
    test: (id: string) => localeOf(id) !== null || localePartModule.test(id),
  },
];

/**
 * react-router 7.18's package exports name its development build for every condition (no "production"
 * entry), so bundlers ship its dev warnings and checks. The package also ships the production build, which
 * differs only in those (ENABLE_DEV_WARNINGS = false): production bundles use it (decision 005).
 */
const reactRouterProductionBuild = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
];

/** The live-events socket's path (the client reads the same setting in src/config/env.ts); `none` turns it off. */
function liveEventsPath(setting: string | undefined): string {
  const path = setting?.trim() || '/wps/live';
  return path === 'none' ? '' : path;
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const backendUrl = env.BACKEND_URL?.trim();
  const port = Number(env.PORT) || undefined;
  // Where the site's pictures come from (the imageCDNs of a real backend's configuration): the
  // Content-Security-Policy allows them by name. The mock's pictures are on the site itself (/__cdn).
  const imageHosts = imageHostOrigins(env.CSP_IMAGE_HOSTS);
  // The pages the portal may frame; the client reads the same setting to choose between a frame and a tab.
  const frameHosts = frameSources(env.VITE_FRAME_HOSTS ?? 'self');
  // Geetest v4's loader and API hosts, for a site that asks for its check; none with the mock's stand-in.
  const geetestHosts = geetestSources(env.VITE_GEETEST_SCRIPT_URL, env.CSP_GEETEST_HOSTS);
  // Google's analytics hosts are in the policy only where the deployment lets analytics load.
  const analytics = analyticsSetting(env.VITE_ANALYTICS);
  // A real backend replaces the mock entirely: its paths are proxied and the mock (with its control API) is not mounted.
  // WebSocket upgrades go along, so a live-events path under them reaches the backend's socket.
  const proxy: Record<string, ProxyOptions> | undefined = backendUrl
    ? Object.fromEntries(
        backendPaths.map((p) => [p, { target: backendUrl, changeOrigin: true, secure: true, ws: true }]),
      )
    : undefined;

  return {
    plugins: [
      react(),
      axiosFetchOnly(),
      firstVisit.plugin,
      // Before the plugins that answer requests in the preview, so its headers are on their answers too.
      securityHeadersPlugin({ imageHosts, frameHosts, geetestHosts, analytics }),
      precompressedAssets(),
      inlineEntryCss(),
      landingPreload({ defaultLanguage: env.VITE_DEFAULT_LANGUAGE || 'EN', phoneLayout: PHONE_LAYOUT }),
      ...(backendUrl ? [] : [mockBackend({ liveEventsPath: liveEventsPath(env.VITE_LIVE_EVENTS_PATH) })]),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
        ...(command === 'build' && mode === 'production' ? reactRouterProductionBuild : []),
      ],
    },
    server: { port: port ?? 5173, strictPort: true, proxy },
    preview: { port: port ?? 4173, strictPort: true, proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // Every browser the portal supports (es2022) preloads modules natively; the polyfill is dead weight.
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      globalSetup: ['./tests/support/warm-transforms.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      // Ceilings for a loaded two-core CI machine, where the first test of a file also pays for transforming and
      // evaluating its modules (a lazy popup's chain can take tens of seconds there). Waits end when the thing is there.
      testTimeout: 120_000,
      hookTimeout: 60_000,
    },
  };
});
