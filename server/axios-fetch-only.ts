import type { Plugin } from 'vite';

const NO_XHR = '\0axios-no-xhr';

/**
 * The portal's one axios client speaks through the fetch adapter (src/api/client.ts); axios still bundles its
 * XMLHttpRequest adapter, which nothing here reaches. The build answers axios's own import of it with the
 * value axios itself uses where XMLHttpRequest is missing (`false`), so some 1.2 kB of gzip leave the first
 * visit. Builds only: the tests run the real axios.
 */
export function axiosFetchOnly(): Plugin {
  return {
    name: 'portal:axios-fetch-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './xhr.js' &&
        importer &&
        /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)
      ) {
        return NO_XHR;
      }
      return null;
    },
    load(id) {
      return id === NO_XHR ? 'export default false;' : null;
    },
  };
}
