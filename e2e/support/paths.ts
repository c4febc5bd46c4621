import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverMain = resolve(repoRoot, 'apps/server/dist/main.js');
export const webIndex = resolve(repoRoot, 'apps/web/dist/index.html');
export const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** CHROMIUM_PATH, default /usr/bin/chromium; null when no browser is there. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | null {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  return existsSync(path) ? path : null;
}
