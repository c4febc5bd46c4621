#!/usr/bin/env node
// `npm run admin -- <command> [options]`, `npm run backup -- FILE`, `npm run restore -- FILE`: build the server
// bundle when it is missing or older than its sources, then run `node apps/server/dist/admin.js <command> …`.
//   npm run admin -- create-company --name "Evergreen Lawn & Landscape" --email owner@evergreen.example
//   npm run admin -- add-user --company-email owner@evergreen.example --email crew@evergreen.example
//   npm run admin -- reset-password --email crew@evergreen.example
//   npm run admin -- outbox --limit 10
//   npm run backup -- groundwork.tgz       (same as: npm run admin -- backup --out groundwork.tgz)
//   npm run restore -- groundwork.tgz      (same as: npm run admin -- restore --in groundwork.tgz)
import { join, resolve } from 'node:path';
import { buildServerIfStale, root, runForeground } from './lib/builds.mjs';

/** `backup FILE` / `restore FILE` → `backup --out FILE` / `restore --in FILE`; file paths are taken from where npm was run. */
function normalise(argv) {
  const [command, ...rest] = argv;
  const flag = { backup: '--out', restore: '--in' }[command];
  if (!flag) return argv;
  const args = rest[0] !== undefined && !rest[0].startsWith('-') ? [flag, rest[0], ...rest.slice(1)] : rest;
  const at = args.indexOf(flag);
  // npm runs scripts from the repository root; INIT_CWD is where the person typed the command.
  if (at >= 0 && args[at + 1]) args[at + 1] = resolve(process.env.INIT_CWD ?? process.cwd(), args[at + 1]);
  return [command, ...args];
}

buildServerIfStale();
runForeground(join(root, 'apps/server/dist/admin.js'), normalise(process.argv.slice(2)));
