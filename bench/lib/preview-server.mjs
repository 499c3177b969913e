import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Asks the OS for a port nobody listens on (preferring `preferred`), so a running `npm start` is no obstacle. */
export async function freePort(preferred) {
  const tryListen = (port) =>
    new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const { port: got } = server.address();
        server.close(() => resolve(got));
      });
    });
  return (await tryListen(preferred)) ?? (await tryListen(0));
}

/**
 * Serves the build in `distDir` with `vite preview` (the mock backend is mounted by the project's Vite plugin, since
 * BACKEND_URL is cleared) and resolves once it answers. Vite is run by node directly, not through npx,
 * so that stopping it stops the server itself rather than a wrapper.
 */
export async function startPreview({ root, port, distDir, timeoutMs = 60_000 }) {
  const viteBin = join(
    dirname(createRequire(join(root, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  const env = { ...process.env, BACKEND_URL: '' };
  const child = spawn(
    process.execPath,
    [
      viteBin,
      'preview',
      '--configLoader',
      'runner',
      '--outDir',
      distDir,
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let exited = null;
  child.once('exit', (code, signal) => (exited = { code, signal }));
  child.once('error', (error) => (exited = { code: String(error), signal: null }));
  // Whatever happens to the bench (a crash, an uncaught error), the server does not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = () =>
    new Promise((resolve) => {
      process.off('exit', killOnExit);
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      // Belt and braces: a preview server that ignores SIGTERM must not outlive the bench.
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`vite preview exited (${exited.code ?? exited.signal}):\n${output}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs / 1000} s:\n${output}`);
}
