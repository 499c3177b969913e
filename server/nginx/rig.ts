import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { files } from './config';
import { brotliModule, nginxBinary, nginxInstall, nginxMissing } from './installed';
import { writeConfig } from './write';

// The production rig (`npm run serve:nginx`): Debian's nginx, configured by the generated files of
// docs/hosting.md, serving a build in front of the standalone mock backend, as production runs in front of
// the real one. e2e/production tests it; decision 042 says why.

const mockLauncher = fileURLToPath(new URL('../../mocks/serve.mjs', import.meta.url));
const host = '127.0.0.1';

/**
 * The main configuration: everything nginx writes (pid, logs, temporary bodies) stays in the rig's own
 * folder, and it runs in the foreground, so that whoever started it stops it.
 */
function mainConfig(prefix: string, port: number): string {
  // Workers of a master started as root would run as nobody, who may read neither the build nor the
  // rig's folder (mkdtemp makes it 0700).
  const asRoot = process.getuid?.() === 0 ? 'user root;\n' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${join(prefix, `${kind}_temp`)};\n`)
    .join('');
  return `# The production rig's nginx (server/nginx/rig.ts): the test rig's, not a production configuration.
${asRoot}daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
load_module ${brotliModule};

events {
    worker_connections 512;
}

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
${temp}
    include ${files.upgradeMap};
    include ${files.logFormat};

    server {
        listen ${host}:${port};
        server_name localhost;
        include ${files.site};
    }
}
`;
}

/** Resolves with the mock's address once it prints it; rejects if it ends first. */
function mockAddress(mock: ChildProcess): Promise<string> {
  return new Promise((resolveAddress, reject) => {
    const lines = createInterface({ input: mock.stdout! });
    lines.on('line', (line) => {
      console.log(line);
      const address = /Mock backend at (\S+?),?(\s|$)/.exec(line)?.[1];
      if (address) resolveAddress(address);
    });
    mock.once('exit', (code) => reject(new Error(`the mock backend ended (${code}) before it listened`)));
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = connect(port, host, () => {
      socket.destroy();
      answer(true);
    }).on('error', () => answer(false));
  });
}

/** Resolves once nginx accepts connections on the port (checked free before it started). */
async function listening(port: number, nginx: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx ended (${nginx.exitCode}): see its messages above`);
    if (await accepts(port)) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`nginx is not listening on ${host}:${port}`);
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill('SIGTERM');
  });
}

const usage = `npm run serve:nginx -- [--port 8080] [--mock-port <port + 1>] [--dist dist]
  Serves the build through Debian's nginx in front of the standalone mock backend (PORT and MOCK_PORT too).`;

export async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: process.env.PORT || '8080' },
      'mock-port': { type: 'string', default: process.env.MOCK_PORT },
      dist: { type: 'string', default: 'dist' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const port = Number(values.port);
  const mockPort = Number(values['mock-port'] ?? port + 1);
  const dist = resolve(values.dist);
  const lacking = nginxMissing();
  if (lacking) {
    console.error(`${lacking}: the production rig runs Debian's nginx. Install it with\n  ${nginxInstall}`);
    process.exit(1);
  }
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${dist} holds no build: run npm run build (or vite build) first`);
    process.exit(1);
  }

  const prefix = await mkdtemp(join(tmpdir(), 'portal-nginx-'));
  await writeConfig({
    dist,
    out: prefix,
    backend: new URL(`http://${host}:${mockPort}`),
    brotli: true,
    testRig: true,
    // The site's own log line, as production writes it.
    accessLog: join(prefix, 'access.log'),
  });
  await writeFile(join(prefix, 'nginx.conf'), mainConfig(prefix, port));

  const mock = spawn(process.execPath, [mockLauncher, '--port', String(mockPort), '--host', host], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let nginx: ChildProcess | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all([stopped(mock), nginx ? stopped(nginx) : null]);
    await rm(prefix, { recursive: true, force: true });
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));

  try {
    // Otherwise whatever holds the port would pass for nginx until nginx gives up binding it.
    if (await accepts(port)) throw new Error(`${host}:${port} is in use`);
    await mockAddress(mock);
    // -e: the log nginx opens before it reads the configuration, which would otherwise be /var/log/nginx's.
    nginx = spawn(nginxBinary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await listening(port, nginx);
  } catch (error) {
    console.error(`production rig: ${(error as Error).message}`);
    await stop(1);
    return;
  }
  // Either one ending on its own leaves the rig broken: stop the other too, and say so.
  for (const [name, child] of [
    ['mock backend', mock],
    ['nginx', nginx],
  ] as const) {
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`production rig: ${name} ended (${signal ?? code}); stopping`);
      void stop(1);
    });
  }
  console.log(`Production rig: nginx at http://${host}:${port} serving ${dist}; its files in ${prefix}`);
}
