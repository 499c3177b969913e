import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Production-style delivery of the built files for `npm start` (vite preview):
 * - at build time every text asset gets a Brotli (.br) and a gzip (.gz) copy at maximum compression, as a
 *   CDN or nginx `brotli_static` would serve them (Vite's own preview compresses on the fly, gzip only,
 *   at a fast level);
 * - the preview server answers with the smallest copy the browser accepts (Content-Encoding and
 *   Vary: Accept-Encoding set), and marks the content-hashed files under assets/ as cacheable for a year,
 *   so a returning visitor downloads nothing but index.html.
 * A real deployment does the same in its web server or CDN; this keeps `npm start` honest about it.
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Files named with a content hash: they never change under the same name. */
const hashedAssets = /^\/assets\//;
const immutable = 'public, max-age=31536000, immutable';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? listFiles(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]),
    ),
  );
  return nested.flat();
}

/** Writes .br and .gz beside each text asset, keeping a copy only where it is smaller than the file. */
async function precompress(outDir: string): Promise<void> {
  const files = (await listFiles(outDir)).filter((f) => extname(f) in contentTypes);
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < raw.length) await writeFile(`${file}.br`, br);
      if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

/** The encodings the request accepts, among those we store, best first (q=0 means "not this one"). */
function acceptedEncodings(header: string | undefined): ('br' | 'gzip')[] {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  return (['br', 'gzip'] as const).filter((e) => accepted.has(e) || accepted.has('*'));
}

async function fileSize(path: string): Promise<number | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
}

/** Serves a precompressed copy of a built file when one exists and is accepted; otherwise passes on. */
async function servePrecompressed(
  outDir: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return false;
  }
  const type = contentTypes[extname(pathname)];
  if (!type) return false;
  const file = resolve(outDir, `.${pathname}`);
  if (!file.startsWith(outDir + sep)) return false;

  for (const encoding of acceptedEncodings(req.headers['accept-encoding'] as string | undefined)) {
    const compressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    const size = await fileSize(compressed);
    if (size === null) continue;
    res.statusCode = 200;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', size);
    // Added to, not replacing, what earlier middlewares vary on (CORS adds Origin).
    const vary = res.getHeader('Vary');
    res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    res.setHeader('Cache-Control', hashedAssets.test(pathname) ? immutable : 'no-cache');
    if (req.method === 'HEAD') res.end();
    else createReadStream(compressed).pipe(res);
    return true;
  }
  return false;
}

/** The backend's paths: their answers are compressed on the way out, as nginx does with `gzip_proxied any`. */
const backendPath = /^\/(wps|lgw|lotto)\//;
/** Answers smaller than this gain less from compression than its header costs (nginx's gzip_min_length). */
const minCompressedLength = 1024;
const compressibleAnswer = /^(application\/json|text\/)/;

/**
 * Gzips a backend answer (the mock's, or a real backend's through the proxy) when the browser accepts it: an
 * answer of the start-up calls is several kB of JSON on the first screen's path, and production's web server
 * compresses it (docs/hosting.md). The body is held until it ends, then sent once, compressed or not.
 */
function compressAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (!acceptedEncodings(req.headers['accept-encoding'] as string | undefined).includes('gzip')) return;
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse;
  const take = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
    );
  };
  res.write = ((chunk: unknown, encoding?: unknown) => {
    take(chunk, encoding);
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    take(chunk, encoding);
    const body = Buffer.concat(chunks);
    const type = String(res.getHeader('Content-Type') ?? '');
    const compress =
      body.length >= minCompressedLength &&
      compressibleAnswer.test(type) &&
      !res.getHeader('Content-Encoding') &&
      req.method !== 'HEAD';
    if (!compress) {
      if (!res.headersSent && body.length) res.setHeader('Content-Length', body.length);
      write(body);
      return end();
    }
    gzipAsync(body, { level: 6 }).then(
      (zipped) => {
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', zipped.length);
        const vary = res.getHeader('Vary');
        res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
        end(zipped);
      },
      () => end(body),
    );
    return res;
  }) as typeof res.end;
}

export function precompressedAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:precompressed-assets',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.write === false) return;
      await precompress(resolve(config.root, config.build.outDir));
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      // Registered before Vite's own compression and static file middlewares, so they see only the rest.
      server.middlewares.use((req, res, next) => {
        if (backendPath.test(req.url ?? '')) {
          compressAnswer(req, res);
          next();
          return;
        }
        servePrecompressed(outDir, req, res).then(
          (served) => {
            if (!served) next();
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
