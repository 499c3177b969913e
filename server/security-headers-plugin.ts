import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  contentSecurityPolicy,
  documentHeaders,
  everyResponseHeaders,
  servesDocument,
  type PolicyOptions,
} from './content-security-policy';

/** Written beside index.html by the build: the policy for that build, for `npm start` and the web server. */
export const POLICY_FILE = 'content-security-policy.txt';

/**
 * The build writes the Content-Security-Policy of its index.html into POLICY_FILE, and `npm start` (vite
 * preview) sends it with the other security headers on every page it serves (nosniff on every answer),
 * as production hosting does
 * (docs/hosting.md). The dev server sends none: Vite's hot reload injects inline scripts.
 */
export function securityHeadersPlugin(options: PolicyOptions): Plugin {
  return {
    name: 'portal:security-headers',
    generateBundle: {
      // After Vite has written index.html and the other plugins have changed it.
      order: 'post',
      handler(_output, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
        this.emitFile({
          type: 'asset',
          fileName: POLICY_FILE,
          source: `${contentSecurityPolicy(html, options)}\n`,
        });
      },
    },
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), POLICY_FILE);
      let policy: string;
      try {
        policy = readFileSync(file, 'utf8').trim();
      } catch {
        throw new Error(`${file} is missing: build the site first (npm start builds, then previews)`);
      }
      const pageHeaders = Object.entries(documentHeaders(policy));
      const otherHeaders = Object.entries(everyResponseHeaders);
      // Registered first, so the headers are on every answer, whichever middleware writes it.
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://preview').pathname;
        for (const [name, value] of servesDocument(pathname) ? pageHeaders : otherHeaders) {
          res.setHeader(name, value);
        }
        next();
      });
    },
  };
}
