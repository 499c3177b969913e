import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Loads a module of mocks/ (a path relative to this folder) through Vite's module runner, with the app's
 * aliases. The mock's handlers are declared from the client's own endpoint modules (src, with its `@/`
 * paths), and Node runs no TypeScript: the Vite servers (mocks/vite-plugin.ts) and the standalone server
 * (mocks/serve.mjs) load the mock this one way. Plain JavaScript, so that Node can start the latter.
 *
 * @template T
 * @param {string} file
 * @returns {Promise<T>}
 */
export async function importMockModule(file) {
  const { module } = await runnerImport(fileURLToPath(new URL(file, import.meta.url)), {
    root,
    logLevel: 'warn',
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('../src', import.meta.url)) },
        { find: '@mocks', replacement: fileURLToPath(new URL('.', import.meta.url)) },
      ],
    },
  });
  return module;
}
