#!/usr/bin/env node
// `npm test`: every suite a fresh machine can run, then one closing line `N passed, N failed, N skipped`.
// Exit code 0 only when nothing failed and no suite crashed.
//
//   1. domain unit and property tests      packages/domain   (vitest)
//   2. server integration tests on PGlite  apps/server       (vitest, TEST_DATABASE_URL unset)
//   3. the same on PostgreSQL              apps/server       (only when TEST_DATABASE_URL is set; with
//                                                             TEST_REDIS_URL, rate-limit counters in Redis)
//   4. web component tests                 apps/web          (vitest + Testing Library + jsdom)
//   5. end-to-end specs in Chromium        e2e               (after `npm run build`; CHROMIUM_PATH,
//                                                             default /usr/bin/chromium — without a browser
//                                                             the specs are counted as skipped, loudly)
//
// `node scripts/test.mjs domain server web e2e` runs only the named suites (all by default).
//
// Suites 1–4 run one after another, printing as they go. The end-to-end run (5) waits on a browser and a server
// more than on the CPU (a third of two cores stays idle), so it runs beside them and its output is printed when
// both are done; GROUNDWORK_TEST_SERIAL=1 runs it after them instead (docs/development.md).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const vitestBin = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const resultsDir = join(root, '.tmp', 'test-results');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const wanted = new Set(process.argv.slice(2));
const runs = (suite) => wanted.size === 0 || wanted.has(suite);

/** @typedef {{ name: string, passed: number, failed: number, skipped: number, seconds: number, note?: string }} Row */
/** @type {Row[]} */
const rows = [];
/** Loud messages repeated just above the closing line, so nobody misses them. */
const alarms = [];

function banner(text, output = terminal) {
  const line = '='.repeat(Math.min(100, Math.max(60, text.length + 8)));
  output.log(`\n${line}\n    ${text}\n${line}\n`);
}

/**
 * Where a suite prints: the terminal, or (for a suite running beside others) a buffer printed when it is done.
 * @typedef {{ log(text: string): void, error(text: string): void, stdio: 'inherit' | 'pipe', attach(child: import('node:child_process').ChildProcess): void }} Output
 */
/** @type {Output} */
const terminal = { log: (text) => console.log(text), error: (text) => console.error(text), stdio: 'inherit', attach() {} };

/** @returns {Output & { text(): string }} */
function buffered() {
  const chunks = [];
  return {
    log: (text) => chunks.push(`${text}\n`),
    error: (text) => chunks.push(`${text}\n`),
    stdio: 'pipe',
    attach(child) {
      child.stdout?.on('data', (chunk) => chunks.push(chunk));
      child.stderr?.on('data', (chunk) => chunks.push(chunk));
    },
    text: () => chunks.map(String).join(''),
  };
}

/** Runs a command, printing to `output`; resolves with its exit code (a signal counts as failure). */
function run(command, args, { cwd = root, env = process.env, output = terminal } = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', output.stdio, output.stdio] });
    output.attach(child);
    child.on('error', (error) => {
      output.error(`could not start ${command}: ${error.message}`);
      resolveRun(127);
    });
    child.on('close', (code, signal) => resolveRun(code ?? (signal ? 128 : 1)));
  });
}

function envWithout(...names) {
  const env = { ...process.env };
  for (const name of names) delete env[name];
  return env;
}

/** Counts a vitest JSON report. A test file that failed to load (no failing test inside) counts as one failure. */
function countReport(report) {
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    total: report.numTotalTests ?? 0,
    brokenFiles: brokenFiles.map((file) => `${file.name.replace(`${root}/`, '')}: ${(file.message ?? '').split('\n')[0]}`),
  };
}

async function vitestSuite(name, workspace, env = process.env, output = terminal) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const reportFile = join(resultsDir, `${slug}.json`);
  rmSync(reportFile, { force: true });
  banner(`${name}  (${workspace})`, output);
  const started = performance.now();
  const code = await run(
    process.execPath,
    [vitestBin, 'run', '--reporter=default', '--reporter=json', `--outputFile=${reportFile}`, '--passWithNoTests'],
    { cwd: join(root, workspace), env, output },
  );
  const seconds = (performance.now() - started) / 1000;

  let counts;
  try {
    counts = countReport(JSON.parse(readFileSync(reportFile, 'utf8')));
  } catch {
    const note = `CRASHED: vitest exited with code ${code} and wrote no report`;
    alarms.push(`${name}: ${note} — counted as 1 failure; see its output above.`);
    rows.push({ name, passed: 0, failed: 1, skipped: 0, seconds, note });
    return;
  }
  const row = { name, passed: counts.passed, failed: counts.failed, skipped: counts.skipped, seconds };
  for (const broken of counts.brokenFiles) alarms.push(`${name}: test file failed to run: ${broken}`);
  if (code !== 0 && counts.failed === 0) {
    row.failed = 1;
    const what = counts.total === 0 ? 'before any test ran (setup failed?)' : 'although no test failed (unhandled error?)';
    row.note = `CRASHED: exit code ${code} ${what}`;
    alarms.push(`${name}: vitest exited with code ${code} ${what} — counted as 1 failure; see its output above.`);
  } else if (counts.total === 0) {
    row.note = 'no tests found';
    alarms.push(`${name}: no test files were found in ${workspace}.`);
  }
  rows.push(row);
}

/** The number of e2e specs, listed without a browser or server (for counting them as skipped). */
async function countE2eSpecs(output) {
  const listFile = join(resultsDir, 'e2e-list.json');
  rmSync(listFile, { force: true });
  const code = await run(process.execPath, [vitestBin, 'list', `--json=${listFile}`], {
    cwd: join(root, 'e2e'),
    env: { ...process.env, GROUNDWORK_E2E_LIST_ONLY: '1' },
    output,
  });
  try {
    return JSON.parse(readFileSync(listFile, 'utf8')).length;
  } catch {
    alarms.push(`end-to-end: could not list the specs (vitest list exited with ${code}).`);
    return 0;
  }
}

async function endToEnd(output = terminal) {
  const name = 'end-to-end (Chromium)';
  if (!existsSync(chromiumPath)) {
    const count = await countE2eSpecs(output);
    const message = `NO CHROMIUM at ${chromiumPath}: the ${count} end-to-end specs are SKIPPED. Install Debian's \`chromium\` (apt-get install -y chromium) or set CHROMIUM_PATH.`;
    banner(message, output);
    alarms.push(message);
    rows.push({ name, passed: 0, failed: 0, skipped: count, seconds: 0, note: 'skipped: no browser' });
    return;
  }
  banner('building the web app and the server for the end-to-end run (npm run build)', output);
  const started = performance.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const built = await run(npm, ['run', 'build'], { output });
  const seconds = (performance.now() - started) / 1000;
  if (built !== 0) {
    const note = `CRASHED: npm run build exited with code ${built}`;
    alarms.push(`${name}: ${note} — the specs did not run; counted as 1 failure.`);
    rows.push({ name: 'build (web + server)', passed: 0, failed: 1, skipped: 0, seconds, note });
    return;
  }
  rows.push({ name: 'build (web + server)', passed: 0, failed: 0, skipped: 0, seconds, note: 'not tests' });
  await vitestSuite(name, 'e2e', { ...process.env, CHROMIUM_PATH: chromiumPath }, output);
}

/** The summary's order, whichever suite finished first. */
const SUITE_ORDER = ['domain unit', 'server on PGlite', 'server on PostgreSQL', 'web components', 'build (web + server)', 'end-to-end (Chromium)'];

function printSummary(totalSeconds) {
  const header = ['suite', 'passed', 'failed', 'skipped', 'time'];
  const ordered = [...rows].sort((a, b) => SUITE_ORDER.indexOf(a.name) - SUITE_ORDER.indexOf(b.name));
  const lines = ordered.map((row) => [
    row.name,
    String(row.passed),
    String(row.failed),
    String(row.skipped),
    `${row.seconds.toFixed(1)} s`,
    row.note ?? '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) =>
    cells
      .map((cell, column) => (column === 0 || column === 5 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log(`total time ${totalSeconds.toFixed(1)} s`);
  if (alarms.length > 0) {
    console.log('');
    for (const alarm of alarms) console.log(`!! ${alarm}`);
  }
}

/** The suites one after another, printing as they go. */
async function unitAndIntegration() {
  if (runs('domain')) await vitestSuite('domain unit', 'packages/domain');
  if (runs('server')) {
    // PGlite with in-memory rate-limit counters, PostgreSQL with Redis ones (when TEST_REDIS_URL is set): as deployed.
    await vitestSuite('server on PGlite', 'apps/server', envWithout('TEST_DATABASE_URL', 'TEST_REDIS_URL'));
    if (process.env.TEST_DATABASE_URL) {
      await vitestSuite('server on PostgreSQL', 'apps/server', process.env);
    } else {
      console.log('\nserver on PostgreSQL: not run — set TEST_DATABASE_URL=postgres://… to run the server suite against PostgreSQL too.');
      rows.push({ name: 'server on PostgreSQL', passed: 0, failed: 0, skipped: 0, seconds: 0, note: 'not run: TEST_DATABASE_URL unset' });
    }
  }
  if (runs('web')) await vitestSuite('web components', 'apps/web');
}

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  const started = performance.now();

  const beside = runs('e2e') && wanted.size !== 1 && process.env.GROUNDWORK_TEST_SERIAL !== '1';
  if (beside) {
    console.log('\nThe end-to-end run goes on beside the other suites; its output follows theirs.');
    const output = buffered();
    const e2e = endToEnd(output);
    await unitAndIntegration();
    await e2e;
    process.stdout.write(output.text());
  } else {
    await unitAndIntegration();
    if (runs('e2e')) await endToEnd();
  }

  printSummary((performance.now() - started) / 1000);
  const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
  const failed = total('failed');
  console.log(`${total('passed')} passed, ${failed} failed, ${total('skipped')} skipped`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
