/**
 * ARCHITECTURE.md §7: the first load of /login carries at most 150 KB of gzipped JavaScript. Builds the web app,
 * then follows what a browser fetches for /login before it can show the form: the entry script and its
 * modulepreloads from index.html, the chunks the server preloads for /login (the build's .vite/route-preloads.json),
 * and every chunk those import statically. Prints each
 * file's gzipped size, the total, and the total as a share of the budget (150 KiB). Sizes are measured, never
 * asserted: a new screen that grows the entry shows up here first.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps', 'web', 'dist');
const assets = join(dist, 'assets');

const build = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
  cwd: join(root, 'apps', 'web'),
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const fromHtml = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
const routePreloads = JSON.parse(readFileSync(join(dist, '.vite', 'route-preloads.json'), 'utf8')) as { pattern: string; scripts: string[] }[];
const loginChunks = routePreloads.find((route) => route.pattern === '/login')?.scripts.map((url) => url.replace(/^\/assets\//, ''));
if (!loginChunks?.length) throw new Error('no /login route in apps/web/dist/.vite/route-preloads.json: has the login route moved?');

/** A chunk and every chunk it imports statically (dynamic imports load later, on demand). */
const loaded = new Set<string>();
function follow(file: string): void {
  if (loaded.has(file)) return;
  loaded.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  for (const match of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']\.\/([^"']+\.js)["']/g)) follow(match[1]!);
}
for (const file of [...fromHtml, ...loginChunks]) follow(file);

const sizes = [...loaded].map((file) => ({ file, gzip: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length }));
sizes.sort((a, b) => b.gzip - a.gzip);
const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);

console.log('\n/login first load: JavaScript fetched before the form shows (gzip -9)');
for (const { file, gzip } of sizes) console.log(`  ${file.padEnd(36)} ${(gzip / 1024).toFixed(1).padStart(7)} KiB`);
console.log(`  ${'total'.padEnd(36)} ${(total / 1024).toFixed(1).padStart(7)} KiB  (${total} bytes)`);
console.log(`  total / budget (150 KiB) = ${(total / BUDGET_BYTES).toFixed(2)}  (ARCHITECTURE.md §7: ≤ 1.00)`);
