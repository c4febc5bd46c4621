import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

let cachedRoot: string | undefined;

/**
 * The apps/server folder. The code runs from src/ (tsx, vitest) and from the esbuild bundle in dist/,
 * at different depths, so we walk up to the package.json that names this package.
 */
export function serverRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"@groundwork/server"')) {
      cachedRoot = dir;
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @groundwork/server package folder');
    dir = parent;
  }
}

export const migrationsFolder = (): string => join(serverRoot(), 'drizzle');
export const defaultWebDist = (): string => resolve(serverRoot(), '../web/dist');
