// Shared by `npm start` and `npm run admin`: rebuild what is missing or older than its sources.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const skipped = new Set(['node_modules', 'dist', '.vite', 'coverage']);

/** The newest modification time (ms) of the files under the given paths; 0 when none exist. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) if (!skipped.has(entry)) visit(join(path, entry));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const path of paths) visit(resolve(root, path));
  return newest;
}

/** True when `output` is missing or older than any of `sources`. */
export function isStale(output, sources) {
  const target = resolve(root, output);
  if (!existsSync(target)) return true;
  return statSync(target).mtimeMs < newestMtime(sources);
}

const domainSources = ['packages/domain/src', 'packages/domain/package.json'];

export const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  ...domainSources,
];

export const serverSources = [
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.mjs',
  'apps/server/package.json',
  ...domainSources,
];

/** Runs an npm script of a workspace with the terminal attached; exits the process when it fails. */
export function npmRun(script, workspace) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = ['run', script, '--silent', ...(workspace ? ['-w', workspace] : [])];
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n\`npm ${args.join(' ')}\` failed (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

export function buildWebIfStale() {
  if (isStale('apps/web/dist/index.html', webSources)) {
    console.log('Building the web app (apps/web/dist is missing or older than its sources)…');
    npmRun('build', '@groundwork/web');
  }
}

export function buildServer() {
  npmRun('build', '@groundwork/server');
}

export function buildServerIfStale() {
  const outputs = ['apps/server/dist/main.js', 'apps/server/dist/admin.js'];
  if (outputs.some((output) => isStale(output, serverSources))) buildServer();
}

/**
 * Runs `node <script> …args` as the foreground program and mirrors its end (exit code or signal).
 * The child gets its own process group: a terminal's Ctrl+C reaches this process (and npm, which forwards it
 * again), and exactly one signal is passed on. The server treats a second SIGINT/SIGTERM as "exit now,
 * skip the graceful shutdown", so duplicates arriving within a second are dropped; a later one (a second
 * Ctrl+C from an impatient person) is passed on. SIGHUP (terminal closed) becomes a graceful SIGTERM.
 */
export function runForeground(script, args) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let lastForwarded = 0;
  const forward = (signal) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const now = Date.now();
    if (now - lastForwarded < 1000) return;
    lastForwarded = now;
    child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
  // If this process dies unexpectedly, do not leave the server running on its own.
  process.on('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });

  child.on('error', (error) => {
    console.error(`Could not start ${script}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      // Die of the same signal, so whoever started us sees how the program ended.
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
      return;
    }
    process.exit(code ?? 1);
  });
  return child;
}
