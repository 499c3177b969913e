import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { POLICY_FILE } from '../security-headers-plugin';
import { nginxFiles, type SiteOptions } from './config';

export interface WriteOptions extends Omit<SiteOptions, 'root' | 'liveEventsPath' | 'accessLog'> {
  /** The site's access log; Debian's when not given. */
  accessLog?: string;
  /** The build to read the policy of. */
  dist: string;
  /** nginx's configuration folder: the files go to its snippets/ and conf.d/. */
  out: string;
  /** Where nginx serves the build from; the build's own folder when not given. */
  root?: string;
}

const DEBIAN_ACCESS_LOG = '/var/log/nginx/access.log';

const repository = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The live-events path the build baked into the client: VITE_LIVE_EVENTS_PATH as `vite build` reads it
 * (.env files of the production mode, then the environment), `none` for no socket.
 */
function builtLiveEventsPath(): string {
  const path = loadEnv('production', repository, '').VITE_LIVE_EVENTS_PATH?.trim() || '/wps/live';
  return path === 'none' ? '' : path;
}

/** Writes the configuration for the build in `dist`; answers the paths written. */
export async function writeConfig({
  dist,
  out,
  root,
  accessLog = DEBIAN_ACCESS_LOG,
  ...site
}: WriteOptions): Promise<string[]> {
  const policyFile = join(dist, POLICY_FILE);
  const policy = await readFile(policyFile, 'utf8').catch(() => {
    throw new Error(`${policyFile} is missing: build the site first (npm run build)`);
  });
  const written = Object.entries(
    nginxFiles(policy, {
      ...site,
      root: resolve(root ?? dist),
      liveEventsPath: builtLiveEventsPath(),
      accessLog,
    }),
  );
  return Promise.all(
    written.map(async ([name, text]) => {
      const path = join(out, name);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, text);
      return path;
    }),
  );
}

const usage = `node server/nginx/write-config.mjs --backend <url> --out <dir> [--dist dist] [--root <dir>] [--access-log <file>] [--no-brotli]
  --backend    the backend's origin (https://backend.example.com): /wps, /lgw, /lotto and the socket go there
  --out        nginx's configuration folder (/etc/nginx): writes snippets/portal-*.conf, conf.d/portal-*.conf
  --dist       the build whose policy goes into the page headers (default dist)
  --root       where nginx serves that build from (default: the --dist folder)
  --access-log the site's access log, without query strings (default ${DEBIAN_ACCESS_LOG})
  --no-brotli  leave brotli_static off (nginx without the ngx_brotli module)`;

function backendOf(address: string): URL {
  if (!URL.canParse(address)) throw new Error(`nginx config: --backend "${address}" is not an address`);
  return new URL(address);
}

/** `node server/nginx/write-config.mjs ...`: the deploy step of docs/hosting.md. */
export async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      backend: { type: 'string' },
      out: { type: 'string' },
      dist: { type: 'string', default: 'dist' },
      root: { type: 'string' },
      'access-log': { type: 'string' },
      'no-brotli': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.backend || !values.out) {
    console.log(usage);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  try {
    const written = await writeConfig({
      dist: values.dist,
      out: values.out,
      root: values.root,
      accessLog: values['access-log'],
      backend: backendOf(values.backend),
      brotli: !values['no-brotli'],
      testRig: false,
    });
    for (const path of written) console.log(`wrote ${path}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
