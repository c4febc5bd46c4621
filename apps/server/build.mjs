// Bundles the server and the admin CLI into dist/. node_modules stay external (installed beside the app);
// @groundwork/domain is bundled because it ships TypeScript that Node 20 cannot run.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => name !== '@groundwork/domain',
);

rmSync(join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts', admin: 'src/admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  external,
  // Some CommonJS dependencies call require(); ESM bundles have none of their own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log('Built apps/server/dist/main.js and apps/server/dist/admin.js');
