import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';

/** Every module a test may reach: the app, the mock and the strings. */
const roots = ['src', 'mocks', 'locales'];
const moduleFile = /\.(tsx?|json)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return moduleFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Transforms every module once, before the first test file starts. Vitest transforms on demand in its main
 * process, one module at a time for every worker: the first test of a file that opens a lazy popup waited behind
 * the transforms of another worker's chain (tens of seconds on a loaded two-core CI machine), and its waits ran
 * out. The transforms are cached, so each file then only evaluates what it imports.
 */
export default async function warmTransforms(project: TestProject) {
  const root = project.config.root;
  const environment = project.vite.environments.client;
  const files = roots.flatMap((dir) => filesUnder(join(root, dir)));
  const queue = files.map((file) => `/${relative(root, file).split('\\').join('/')}`);
  // A few at a time: the work is the main thread's, and a queue keeps memory flat.
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let url = queue.pop(); url; url = queue.pop()) {
        await environment.transformRequest(url).catch(() => undefined);
      }
    }),
  );
}
