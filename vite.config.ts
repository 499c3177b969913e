/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { mockBackend } from './mocks/vite-plugin';

const backendPaths = ['/wps', '/lgw', '/lotto'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const backendUrl = env.BACKEND_URL?.trim();
  const port = Number(env.PORT) || undefined;
  // A real backend replaces the mock entirely: its paths are proxied and the mock (with its control API) is not mounted.
  const proxy: Record<string, ProxyOptions> | undefined = backendUrl
    ? Object.fromEntries(
        backendPaths.map((p) => [p, { target: backendUrl, changeOrigin: true, secure: true }]),
      )
    : undefined;

  return {
    plugins: [react(), ...(backendUrl ? [] : [mockBackend()])],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    server: { port: port ?? 5173, strictPort: true, proxy },
    preview: { port: port ?? 4173, strictPort: true, proxy },
    build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      testTimeout: 15000,
    },
  };
});
