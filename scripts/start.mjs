#!/usr/bin/env node
// `npm start`: build the web app when its bundle is missing or older than its sources, build the server
// bundle (a second with esbuild), then run `node apps/server/dist/main.js` in the foreground. Signals reach
// the server once (it shuts down gracefully: requests finish, the embedded database is checkpointed) and its
// exit code becomes ours.
import { join } from 'node:path';
import { buildServer, buildWebIfStale, root, runForeground } from './lib/builds.mjs';

buildWebIfStale();
buildServer();
runForeground(join(root, 'apps/server/dist/main.js'), process.argv.slice(2));
