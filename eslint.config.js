// One lint configuration for the whole monorepo. Besides typescript-eslint's recommended rules it
// enforces the layout of ARCHITECTURE.md §2: dependency zones (a feature never imports another
// feature, ui/lib never import features, a server module never imports another module, the domain
// package never imports an app), no import cycles, kebab-case file and folder names, and
// process.env read only in apps/server/src/config.ts.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));

/** The sub-folders of a folder (an area list); [] while the folder does not exist yet. */
function subfolders(relativePath) {
  try {
    return readdirSync(join(root, relativePath), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** `<base>/X` may not import `<base>/Y` for any Y ≠ X (areas are listed when lint runs, so new ones are covered). */
function areaIsolationZones(base, why) {
  return subfolders(base).map((area) => ({
    target: `./${base}/${area}`,
    from: `./${base}`,
    except: [`./${area}`],
    message: why,
  }));
}

const importZones = [
  ...areaIsolationZones(
    'apps/web/src/features',
    'A feature never imports another feature: compose them in a screen under app/routes, or move what both need to components/ui, lib or @groundwork/domain.',
  ),
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'components/ui and lib are the bottom layer: they may not import features or app.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features may not import app/ (routes, layout, router); app composes features, not the other way round.',
  },
  ...areaIsolationZones(
    'apps/server/src/modules',
    "A server module never imports another module: move what two modules share to plugins/ or @groundwork/domain.",
  ),
  {
    target: './packages/domain',
    from: ['./apps', './e2e', './bench'],
    message: '@groundwork/domain is pure and shared: it may not import an app.',
  },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app talks to the server over HTTP only; share types through @groundwork/domain.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'The server may not import the web app; share code through @groundwork/domain.',
  },
];

const sourceFiles = ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'];
const kebabCaseRoots = ['apps/*/src', 'packages/domain/src', 'e2e', 'bench'];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.vite/**',
      '**/.tmp/**',
      'data/**',
      '**/data/**',
      'apps/server/drizzle/**',
      '**/*.d.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: sourceFiles,
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    settings: {
      // Parse TypeScript dependencies with the TypeScript parser, so no-cycle can follow .ts/.tsx imports.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: [
            'packages/domain/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: importZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
    },
  },
  {
    // Files and folders are kebab-case; a dotted suffix names the role (customers.routes.test.ts).
    files: kebabCaseRoots.map((dir) => `${dir}/**/*.{ts,tsx,js,mjs,cjs}`),
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        Object.fromEntries(kebabCaseRoots.map((dir) => [`${dir}/**/`, 'KEBAB_CASE'])),
      ],
    },
  },
  {
    // ARCHITECTURE.md §2: config.ts is the only server file that reads the environment.
    // Tests may read their own switches (TEST_DATABASE_URL); the app reads its configuration in one place.
    files: ['apps/server/src/**/*.{ts,tsx}'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/test/**', 'apps/server/src/**/*.test.ts', 'apps/server/src/**/*.checks.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through loadConfig() in apps/server/src/config.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // A test file is imported by nothing, so it can close no import cycle: no-cycle's walk from it finds none, and
    // it took a third of lint. The React Compiler's checks (another third) guard components the app renders; tests
    // keep the rules of hooks.
    files: ['**/*.test.{ts,tsx}', '**/*.checks.ts', 'e2e/specs/**/*.ts', 'bench/*.bench.ts'],
    rules: {
      'import-x/no-cycle': 'off',
      ...Object.fromEntries(
        Object.keys(reactHooks.configs.flat.recommended.rules)
          .filter((rule) => rule !== 'react-hooks/rules-of-hooks' && rule !== 'react-hooks/exhaustive-deps')
          .map((rule) => [rule, 'off']),
      ),
    },
  },
  {
    // Tests and tooling may use non-null assertions and empty catch-alls where a failure is reported anyway.
    files: ['**/*.test.{ts,tsx}', '**/*.checks.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.mjs'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
