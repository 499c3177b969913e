import type { Plugin } from 'vite';

/**
 * The entry stylesheet (about 5 kB compressed) is render-blocking: on a slow link the first paint waits a
 * full round trip for it. Written into the HTML, the page paints as soon as the HTML arrives. Only
 * stylesheets without url() references are inlined, since those would resolve against the page instead of
 * /assets/.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'portal:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            if (/url\(/i.test(css) || /<\/style/i.test(css)) return tag;
            // The disabled link is never fetched, but it tells Vite's loader that this stylesheet is in the
            // page: a lazy chunk that depends on the entry's styles (the React app's, decision 043) would
            // otherwise ask for the same file again before its first render.
            return `<style>${css}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
          },
        );
      },
    },
  };
}
