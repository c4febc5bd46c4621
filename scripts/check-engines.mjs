#!/usr/bin/env node
// Part of `npm run lint`: every installed package must accept the oldest Node.js the README promises (the root
// package.json `engines.node`, e.g. >=20.19). A package that declares a newer Node fails the check, naming who
// pulls it in, so "it works on Node 20" is never a promise the dependency tree breaks.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const require = createRequire(join(root, 'package.json'));
const semver = require('semver');

const promised = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
const oldest = semver.minVersion(promised).version;

/** Every package.json under a node_modules folder, nested ones included. */
function* packagesUnder(folder) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.name.startsWith('@')) {
      yield* packagesUnder(path);
      continue;
    }
    yield path;
    yield* packagesUnder(join(path, 'node_modules'));
  }
}

const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages;
const folders = ['node_modules', ...Object.keys(lock).filter((key) => key && !key.includes('node_modules')).map((key) => join(key, 'node_modules'))];

const refused = [];
let checked = 0;
for (const folder of folders) {
  for (const path of packagesUnder(join(root, folder))) {
    let manifest;
    try {
      manifest = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    checked += 1;
    const wanted = manifest.engines?.node;
    if (typeof wanted !== 'string' || semver.validRange(wanted) === null) continue;
    if (!semver.satisfies(oldest, wanted, { includePrerelease: true })) {
      refused.push(`${path.slice(root.length + 1)} (${manifest.name}@${manifest.version}) wants Node ${wanted}`);
    }
  }
}

if (refused.length > 0) {
  console.error(`These packages do not support Node ${oldest}, the oldest the README promises (${promised}):`);
  for (const line of refused) console.error(`  ${line}`);
  console.error('Pin a version that supports it (an "overrides" entry in package.json for a transitive one).');
  process.exit(1);
}
console.log(`Node engines: all ${checked} installed packages support Node ${oldest}.`);
