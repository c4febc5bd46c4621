#!/usr/bin/env node
// `npm run typecheck`: every workspace's tsconfig checked by the native TypeScript compiler (7.x), one project after
// another (the compiler checks each on several threads). Exit code 0 only when every project is clean.
//
// The native compiler lives in its own workspace, tools/typecheck, and is called by path: installed at the root
// beside TypeScript 5.9 (which typescript-eslint's parser and the editors need) its `tsc` would take over
// node_modules/.bin/tsc. `node scripts/typecheck.mjs apps/web` checks only the named projects.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'tools', 'typecheck', 'node_modules', 'typescript', 'bin', 'tsc');
const projects = ['packages/domain', 'apps/server', 'apps/web', 'e2e', 'bench'];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((project) => !projects.includes(project));
if (unknown.length > 0) {
  console.error(`typecheck: no such project ${unknown.join(', ')} (the projects: ${projects.join(', ')})`);
  process.exit(2);
}

if (!existsSync(tsc)) {
  console.error(`typecheck: the native compiler is not installed at ${tsc}; run npm install`);
  process.exit(2);
}

let failed = 0;
for (const project of wanted.length > 0 ? wanted : projects) {
  const started = performance.now();
  const { status, error } = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (error) {
    console.error(`typecheck: could not run ${tsc}: ${error.message}`);
    process.exit(2);
  }
  console.log(`tsc -p ${project}: ${status === 0 ? 'clean' : 'errors'} (${seconds} s)`);
  if (status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
