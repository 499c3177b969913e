import type { Plugin } from 'vite';

/**
 * The React app's chunk (main.tsx evaluates it after start-up's calls have gone out), the home page's chunk and the default language's strings are loaded with import() after the entry has
 * run, one network round trip after the entry itself. Announcing them in the HTML lets the browser fetch
 * them together with the entry: on a slow mobile link this is the difference between one and two round
 * trips before the first real content. Visitors who chose another language load theirs as before.
 */
export function landingPreload(options: { defaultLanguage: string }): Plugin {
  const wanted = (name: string, facade: string | null) =>
    name === `locale-${options.defaultLanguage.toLowerCase()}` ||
    Boolean(facade?.endsWith('/src/pages/home-page.tsx') || name === 'app');
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
            const styles = [...(chunk.viteMetadata?.importedCss ?? [])].map((href) => ({
              tag: 'link',
              // Vite's loader asks for the stylesheet in CORS mode; a preload in another mode is not reused,
              // and the file would download twice.
              attrs: { rel: 'preload', as: 'style', crossorigin: '', href: `/${href}` },
              injectTo: 'head' as const,
            }));
            return [
              {
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
                injectTo: 'head' as const,
              },
              ...styles,
            ];
          });
      },
    },
  };
}
