import type { Plugin } from 'vite';

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/** `starts` and every module they import statically, directly or not. */
function staticClosure(starts: readonly string[], info: ModuleInfoOf): Set<string> {
  const found = new Set<string>();
  const queue = [...starts];
  while (queue.length) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(info(id)?.importedIds ?? []));
  }
  return found;
}

/** The React app, and the home page (where most visits land: its code is wanted with the app's, not a request after). */
const appRoots = /[\\/]src[\\/](app[\\/]render-app|pages[\\/]home-page)\.tsx$/;

/**
 * What a first-visit closure reaches only through a package index's re-exports, and no first-screen code
 * calls: react-query's hooks for several queries at once and for mutations (the agent contracts' and the
 * favourites'), with their observers. In a closure they would ride in the first visit's chunks (5 kB raw, 1.3
 * kB gzip), exported from there to the lazy screens that use them; left out, they go with those screens.
 * tests/architecture/first-visit-re-exports.test.ts fails when first-screen code imports one of them.
 */
export const firstScreenUnusedHooks = ['useQueries', 'useMutation'] as const;
const reExportedOnly = new RegExp(
  String.raw`[\\/]node_modules[\\/]@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/](${firstScreenUnusedHooks.join('|')})|query-core[\\/]build[\\/]modern[\\/](queriesObserver|mutationObserver))\.js$`,
);

/**
 * The first visit's two halves (decision 043). Start-up (main.tsx and what it imports statically: the API
 * client, the start-up calls, the language) rides in the `core` chunk; the React app (src/app/render-app.tsx:
 * react-dom, the router, the shell) and the home page in the `app` chunk, which main.tsx evaluates once start-up's calls have
 * gone out. Both are named in the page and download together; without these groups, automatic splitting
 * would cut the app into a dozen small files (every module a lazy screen shares with it), each a request on
 * the first screen's path.
 */
export function firstVisitChunks(): {
  plugin: Plugin;
  inStartUp: (id: string) => boolean;
  inApp: (id: string) => boolean;
} {
  let startUp = new Set<string>();
  let app = new Set<string>();
  const plugin: Plugin = {
    name: 'portal:first-visit-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info: ModuleInfoOf = (id) => this.getModuleInfo(id);
      startUp = staticClosure(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        info,
      );
      app = staticClosure(
        ids.filter((id) => appRoots.test(id)),
        info,
      );
    },
  };
  return {
    plugin,
    inStartUp: (id) => startUp.has(id) && !reExportedOnly.test(id),
    inApp: (id) => app.has(id) && !reExportedOnly.test(id),
  };
}
