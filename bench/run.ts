/**
 * `npm run bench`: runs every bench/*.bench.ts, one after another, each in its own Node process (so one
 * benchmark's databases and timers cannot disturb the next). `npm run bench -- auth-me` runs only those
 * whose file name contains one of the arguments. Timings are printed, never asserted.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

if (files.length === 0) {
  console.error(`no benchmark matches ${filters.join(', ') || '*.bench.ts'} in ${benchDir}`);
  process.exit(1);
}

const failed: string[] = [];
for (const file of files) {
  console.log(`\n━━ ${file} ${'━'.repeat(Math.max(0, 70 - file.length))}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, file)], { cwd: benchDir, stdio: 'inherit' });
  if (result.status !== 0) failed.push(`${file} (exit ${result.status ?? result.signal})`);
}

if (failed.length > 0) {
  console.error(`\n${failed.length} benchmark(s) failed to run: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\n${files.length} benchmark(s) ran.`);
