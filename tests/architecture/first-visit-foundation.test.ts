import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { inFoundationChunk } from '../../server/foundation-chunk';
import { root, src, staticallyReached } from './static-imports';

/*
 * The foundation (src/api, core, config, i18n) is one `core` chunk on the first visit, except the modules
 * server/foundation-chunk.ts lists as lazy. A foundation module that only lazy screens import, but that the
 * list misses, still lands in that first-visit chunk: the money-form kit did, and took zod/mini with it
 * (14 kB, found by `npm run bench`). This test follows the static imports of the first visit's roots and names every such module.
 */

/** Whether a module holds code at all: one that only declares types leaves nothing in any chunk. */
const holdsCode = (file: string) =>
  !file.endsWith('.d.ts') && /^export (?!type |interface )/m.test(readFileSync(file, 'utf8'));

/** Every module of the foundation's folders that holds code. */
function foundationModules(): string[] {
  return ['api', 'core', 'config', 'i18n'].flatMap((folder) =>
    readdirSync(resolve(src, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => resolve(src, folder, file))
      .filter(holdsCode),
  );
}

describe('the first visit’s core chunk', () => {
  it('holds only foundation modules the entry imports statically', () => {
    // The first visit: start-up (main.tsx), then the React app and the home page it loads (decision 043).
    const reached = new Set(
      ['main.tsx', 'app/render-app.tsx', 'pages/home-page.tsx'].flatMap((file) => [
        ...staticallyReached(resolve(src, file)),
      ]),
    );
    const modules = foundationModules();
    expect(modules.length).toBeGreaterThan(50);
    const strays = modules
      .filter((file) => inFoundationChunk(file) && !reached.has(file))
      .map((file) => relative(root, file));
    expect(strays).toEqual([]);
  });
});
