#!/usr/bin/env node
// `npm run typecheck`: every workspace's tsconfig checked by the native TypeScript compiler (7.x), one project after
// another (the compiler checks each on several threads). Exit code 0 only when every project is clean.
//
// The native compiler lives in its own workspace, tools/typecheck, and is called by path: installed at the root
// beside TypeScript 5.9 (which typescript-eslint's parser and the editors need) its `tsc` would take over
// node_modules/.bin/tsc. `node scripts/typecheck.mjs apps/web` checks only the named projects.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workspace = join(root, 'tools', 'typecheck');
/** Every npm workspace with a tsconfig.json, in package.json's order: a new workspace is checked without a change here. */
const projects = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.filter((folder) =>
  existsSync(join(root, folder, 'tsconfig.json')),
);

const wanted = process.argv.slice(2);
const unknown = wanted.filter((project) => !projects.includes(project));
if (unknown.length > 0) {
  console.error(`typecheck: no such project ${unknown.join(', ')} (the projects: ${projects.join(', ')})`);
  process.exit(2);
}

/** The `typescript` tools/typecheck depends on, wherever npm put it; refused unless it is the native compiler. */
function nativeCompiler() {
  const expected = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8')).devDependencies.typescript;
  let manifest;
  try {
    manifest = createRequire(join(workspace, 'package.json')).resolve('typescript/package.json');
  } catch {
    console.error('typecheck: the native TypeScript compiler is not installed; run npm install');
    process.exit(2);
  }
  const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
  if (version !== expected) {
    console.error(`typecheck: tools/typecheck wants typescript ${expected} but finds ${version} (${manifest}); run npm install`);
    process.exit(2);
  }
  return join(dirname(manifest), 'bin', 'tsc');
}
const tsc = nativeCompiler();

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
