// `npm run bench`: builds the app, serves it with the mock backend, runs every measure in bench/measures/
// and compares each figure with its budget. One figure per line; exits 1 when a budget is missed.
//
// Options: --no-build (measure the last bench build again), --only=<name> (run the measures whose name
// contains it), --runs=<n> (Lighthouse runs per preset, best kept; default 2).
// A measure is one file in bench/measures/ exporting { name, run(ctx) } where run resolves to
// [{ label, value, unit, budget, ok, digits?, note?, details? }]: budget is the text shown ("170 kB",
// ">= 95") or null for a figure that is only reported, and ok is true, false or null (no budget).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { freePort, startPreview } from './lib/preview-server.mjs';

const root = process.cwd();
const benchDir = join(root, 'bench');
const outDir = join(benchDir, 'out');
// The bench builds into its own folder so it never empties the dist/ that `npm start` or e2e may be serving.
const distDir = join(outDir, 'dist');

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const build = !args.includes('--no-build');
const only = option('only');
const runs = Math.max(1, Number(option('runs') ?? 2));

// Columns: label, value, unit, budget, verdict; e.g.
// first-visit JS  /                      142.3 kB gzip   (budget 170 kB)  ok
function formatLine(r) {
  const value = Number.isFinite(r.value) ? r.value.toFixed(r.digits ?? 1) : 'n/a';
  let line = `${r.label.padEnd(36)} ${value.padStart(7)} ${r.unit.padEnd(8)}`;
  if (r.budget) line += `  (budget ${r.budget})`;
  if (r.ok === true || r.ok === false) line += r.ok ? '  ok' : '  MISSED';
  if (r.note) line += `  [${r.note}]`;
  return line.trimEnd();
}

async function loadMeasures() {
  const files = (await readdir(join(benchDir, 'measures'))).filter((f) => f.endsWith('.mjs')).sort();
  const measures = [];
  for (const file of files) {
    const { default: measure } = await import(pathToFileURL(join(benchDir, 'measures', file)).href);
    if (!measure?.name || typeof measure.run !== 'function')
      throw new Error(`bench/measures/${file}: no { name, run }`);
    if (!only || measure.name.includes(only)) measures.push(measure);
  }
  return measures;
}

function viteBuild() {
  console.log('bench: vite build ...');
  const viteBin = join(
    dirname(createRequire(join(root, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [viteBin, 'build', '--configLoader', 'runner', '--outDir', distDir, '--emptyOutDir'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    console.error(`${result.stdout}\n${result.stderr}`);
    throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  }
  console.log(`bench: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const started = Date.now();
  await mkdir(outDir, { recursive: true });
  const measures = await loadMeasures();
  if (!existsSync(chromiumPath)) {
    throw new Error(`no browser at ${chromiumPath}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  }
  if (build) viteBuild();

  // Not 4190: browsers and fetch refuse it (it is on the WHATWG "bad ports" list, ManageSieve).
  const port = await freePort(Number(process.env.BENCH_PORT) || 4180);
  const server = await startPreview({ root, port, distDir });
  // Ctrl-C must not leave a preview server behind.
  const onSignal = () => server.stop().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  console.log(
    `bench: serving bench/out/dist with the mock backend at ${server.url}; browser ${chromiumPath}\n`,
  );

  // Timings (Lighthouse's TBT above all) suffer when other work shares the cores: say so next to the figures.
  const load = loadavg()[0];
  if (load > availableParallelism()) {
    console.log(
      `bench: the machine is busy (load ${load.toFixed(1)} on ${availableParallelism()} cores); timings will read worse\n`,
    );
  }

  const ctx = { root, baseURL: server.url, chromiumPath, chromiumArgs, outDir, runs };
  const all = [];
  const failures = [];
  try {
    for (const measure of measures) {
      const measureStarted = Date.now();
      try {
        const results = await measure.run(ctx);
        for (const r of results) {
          console.log(formatLine(r));
          all.push({ measure: measure.name, ...r });
        }
      } catch (error) {
        // One broken measure must not hide the others' figures, but it does fail the bench.
        console.log(`${measure.name}: FAILED  ${error instanceof Error ? error.message : error}`);
        failures.push({ measure: measure.name, error: String(error instanceof Error ? error.stack : error) });
      }
      all.push({ measure: measure.name, seconds: (Date.now() - measureStarted) / 1000 });
    }
  } finally {
    await server.stop();
  }

  const figures = all.filter((r) => 'label' in r);
  const missed = figures.filter((r) => r.ok === false);
  const checked = figures.filter((r) => r.ok === true || r.ok === false);
  const pass = missed.length === 0 && failures.length === 0;
  const seconds = (Date.now() - started) / 1000;
  await writeFile(
    join(outDir, 'results.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        pass,
        seconds,
        loadAverage: load,
        lighthouseRuns: runs,
        figures,
        timings: all.filter((r) => !('label' in r)),
        failures,
      },
      null,
      2,
    ),
  );

  console.log(
    `\nbench: ${pass ? 'PASS' : 'FAIL'}  ${figures.length} figures, ${checked.length - missed.length}/${checked.length} within budget` +
      `${missed.length ? `, missed: ${missed.map((r) => r.label.replace(/\s+/g, ' ')).join('; ')}` : ''}` +
      `${failures.length ? `, measures failed: ${failures.map((f) => f.measure).join(', ')}` : ''}` +
      `  (${seconds.toFixed(0)} s; results in bench/out/results.json)`,
  );
  process.exitCode = pass ? 0 : 1;
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
