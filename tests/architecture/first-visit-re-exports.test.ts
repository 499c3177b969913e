import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { firstScreenUnusedHooks } from '../../server/first-visit-chunks';
import { root, src, staticallyReached } from './static-imports';

/*
 * server/first-visit-chunks.ts keeps react-query's mutation and many-queries hooks (and their observers) out of
 * the first visit's chunks, because no first-screen code calls them. Should first-screen code start to, the
 * first screen would wait for one more request: this test names the module instead.
 */

/** The names a module imports from react-query or its core, `import type` left aside. */
function reactQueryNames(file: string): string[] {
  const imports = readFileSync(file, 'utf8').matchAll(
    /^\s*import\s+(?!type\b)\{([^}]*)\}\s*from\s*['"]@tanstack\/(?:react-query|query-core)['"]/gm,
  );
  return [...imports].flatMap(([, names]) =>
    names!
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean),
  );
}

describe('the first visit’s react-query', () => {
  it('calls none of the hooks its chunks leave to the lazy screens', () => {
    const reached = ['main.tsx', 'app/render-app.tsx', 'pages/home-page.tsx'].flatMap((file) => [
      ...staticallyReached(resolve(src, file)),
    ]);
    const left = new Set<string>([...firstScreenUnusedHooks, 'MutationObserver', 'QueriesObserver']);
    const callers = reached
      .filter((file) => reactQueryNames(file).some((name) => left.has(name)))
      .map((file) => relative(root, file));
    // The reading itself: first-screen code does import react-query's other hooks.
    expect(reached.some((file) => reactQueryNames(file).includes('useQuery'))).toBe(true);
    expect(callers).toEqual([]);
  });
});
