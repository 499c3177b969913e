import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts headless Chromium with a DevTools port for Lighthouse, which drives the browser over CDP itself.
 * Port 0 lets Chromium pick a free one; it writes the port to DevToolsActivePort in its profile folder.
 * A fresh profile each time, so no run sees another's cache.
 */
export async function launchDebuggableChromium({ path, args, timeoutMs = 30_000 }) {
  const profile = await mkdtemp(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    path,
    [...args, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  let exited = false;
  child.once('exit', () => (exited = true));
  // A missing or unstartable binary is reported as an 'error' event; unhandled, it would crash the bench.
  child.once('error', (error) => {
    exited = true;
    stderr += String(error);
  });
  // Whatever happens to the bench, no browser outlives it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const close = async () => {
    process.off('exit', killOnExit);
    if (!exited) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await gone;
      clearTimeout(timer);
    }
    await rm(profile, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) break;
    const text = await readFile(join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '');
    const port = Number(text.split('\n')[0]);
    if (port > 0) return { port, close };
    await new Promise((r) => setTimeout(r, 100));
  }
  await close();
  throw new Error(`Chromium (${path}) did not open a DevTools port:\n${stderr}`);
}
