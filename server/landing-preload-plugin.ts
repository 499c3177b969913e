import type { Plugin } from 'vite';

/**
 * The React app's chunk (main.tsx evaluates it after start-up's calls have gone out), the home page's chunk and the default language's strings are loaded with import() after the entry has
 * run, one network round trip after the entry itself. Announcing them in the HTML lets the browser fetch
 * them together with the entry: on a slow mobile link this is the difference between one and two round
 * trips before the first real content. Visitors who chose another language load theirs as before.
 *
 * The app's code is announced only outside the phone layout (`phoneLayout`, a media query): on a phone the
 * home page's first screen is start-up's own banner picture, and the app's code is asked for after it
 * (decision 045), so the entry has the phone's link to itself.
 */
export function landingPreload(options: { defaultLanguage: string; phoneLayout: string }): Plugin {
  const language = (name: string) => name === `locale-${options.defaultLanguage.toLowerCase()}`;
  const wanted = (name: string, facade: string | null) =>
    language(name) || Boolean(facade?.endsWith('/src/pages/home-page.tsx') || name === 'app');
  const notOnPhones = { media: `not all and ${options.phoneLayout}` };
  return {
    name: 'portal:landing-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const chunks = Object.values(ctx.bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        // A wanted chunk with the chunks it imports, so none of them waits for the wanted one to run.
        const announced = new Set<(typeof chunks)[number]>();
        const announce = (chunk: (typeof chunks)[number]) => {
          if (announced.has(chunk) || chunk.isEntry) return;
          announced.add(chunk);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) announce(imported);
          }
        };
        chunks.filter((chunk) => wanted(chunk.name, chunk.facadeModuleId)).forEach(announce);
        // Vite announces the entry's own imports already.
        const entryImports = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => c.imports));
        return [...announced]
          .filter((chunk) => !entryImports.has(chunk.fileName))
          .flatMap((chunk) => {
            if (chunk.type !== 'chunk') return [];
            const media = language(chunk.name) ? {} : notOnPhones;
            const styles = [...(chunk.viteMetadata?.importedCss ?? [])].map((href) => ({
              tag: 'link',
              // Vite's loader asks for the stylesheet in CORS mode; a preload in another mode is not reused,
              // and the file would download twice.
              attrs: { rel: 'preload', as: 'style', crossorigin: '', href: `/${href}`, ...media },
              injectTo: 'head' as const,
            }));
            return [
              {
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}`, ...media },
                injectTo: 'head' as const,
              },
              ...styles,
            ];
          });
      },
    },
  };
}
