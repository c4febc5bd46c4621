/**
 * Preloading a route's chunks with the entry. A lazy route's chunks are otherwise found only after the entry has
 * been fetched and run — a waterfall of several hundred milliseconds on a cold load. The build writes
 * `.vite/route-preloads.json`: every route pattern of the route table (src/app/router.tsx) with the JS and CSS
 * files its lazy modules need beyond what the entry already loads; the server puts them into index.html as
 * modulepreload links for the requested path (apps/server/src/plugins/spa.ts).
 *
 * The route table is read from router.tsx's source: route objects with `path` (a string or `paths.x`), `index`,
 * `lazy: … import('./…')` and `children`. A route this cannot read fails the build rather than going unpreloaded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { build, type ESTree, parseSync, type Plugin, type Rolldown } from 'vite';
import { paths } from '../src/lib/paths';

export interface RouteFiles {
  /** A React Router pattern, absolute: `/customers/:customerId`, `/*`. */
  pattern: string;
  /** Script URLs to modulepreload, the route's own chunks first. */
  scripts: string[];
  /** Stylesheet URLs the route's chunks bring. */
  styles: string[];
  /** A page with an entry of its own (public pages): the HTML file to send instead of index.html. */
  html?: string;
}

interface RouteModules {
  pattern: string;
  /** The lazy route modules from the outermost route in, as absolute file paths. */
  modules: string[];
  /** Under the signed-in layout (the route with id 'guarded'). */
  signedIn: boolean;
}

type Node = ESTree.Node | ESTree.Expression | null | undefined;

function resolveModule(fromDir: string, specifier: string): string {
  for (const extension of ['.tsx', '.ts', '/index.tsx', '/index.ts']) {
    const file = resolve(fromDir, specifier + extension);
    if (existsSync(file)) return file;
  }
  throw new Error(`route-preloads: cannot find the route module ${specifier}`);
}

/** The first `import('…')` anywhere inside a node. */
function findImport(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const candidate = node as { type?: string; source?: { type?: string; value?: unknown } };
  if (candidate.type === 'ImportExpression' && typeof candidate.source?.value === 'string') return candidate.source.value;
  for (const value of Object.values(node)) {
    const found = Array.isArray(value) ? value.map(findImport).find(Boolean) : findImport(value);
    if (found) return found;
  }
  return undefined;
}

function propertyName(property: ESTree.ObjectPropertyKind): string | undefined {
  if (property.type !== 'Property' || property.computed) return undefined;
  return property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
}

function pathValue(node: Node): string {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === 'paths' && node.property.type === 'Identifier') {
    const value = (paths as Record<string, unknown>)[node.property.name];
    if (typeof value === 'string') return value;
  }
  throw new Error(`route-preloads: cannot read a route path in router.tsx (a string or paths.x is expected), at offset ${node?.start}`);
}

function joinPattern(parent: string, segment: string): string {
  if (segment.startsWith('/')) return segment;
  if (segment === '') return parent || '/';
  return `${parent.replace(/\/$/, '')}/${segment}`;
}

/** Every route of router.tsx's `routes` array with the lazy modules on its way. */
export function readRouteTable(routerFile: string): RouteModules[] {
  const { program, errors } = parseSync(routerFile, readFileSync(routerFile, 'utf8'));
  if (errors.length > 0) throw new Error(`route-preloads: cannot parse ${routerFile}: ${errors[0]!.message}`);
  let routesArray: ESTree.ArrayExpression | undefined;
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.id.name === 'routes' && declarator.init?.type === 'ArrayExpression') routesArray = declarator.init;
    }
  }
  if (!routesArray) throw new Error(`route-preloads: no \`routes\` array in ${routerFile}`);

  const routerDir = dirname(routerFile);
  const found: RouteModules[] = [];
  const walk = (array: ESTree.ArrayExpression, parentPattern: string, parentModules: string[], signedIn: boolean) => {
    for (const element of array.elements) {
      if (element?.type !== 'ObjectExpression') continue;
      const props = new Map<string, Node>();
      for (const property of element.properties) {
        const name = propertyName(property);
        if (name && property.type === 'Property') props.set(name, property.value as Node);
      }
      const id = props.get('id');
      const isSignedIn = signedIn || (id?.type === 'Literal' && id.value === 'guarded');
      const isIndex = props.get('index')?.type === 'Literal';
      const pattern = props.has('path') ? joinPattern(parentPattern, pathValue(props.get('path'))) : parentPattern;
      const specifier = props.has('lazy') ? findImport(props.get('lazy')) : undefined;
      if (props.has('lazy') && !specifier) throw new Error(`route-preloads: the lazy route at ${pattern || '/'} has no import('…') to follow`);
      const modules = specifier ? [...parentModules, resolveModule(routerDir, specifier)] : parentModules;
      if (props.has('path') || isIndex) found.push({ pattern: pattern || '/', modules, signedIn: isSignedIn });
      const children = props.get('children');
      if (children?.type === 'ArrayExpression') walk(children, pattern, modules, isSignedIn);
    }
  };
  walk(routesArray, '', [], false);
  return found;
}

/** The chunk files a chunk loads: itself and what it imports statically, transitively. */
function withImports(chunk: Rolldown.OutputChunk, byFileName: Map<string, Rolldown.OutputChunk>, into: Set<string>): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = byFileName.get(imported);
    if (next) withImports(next, byFileName, into);
  }
  return into;
}

interface ChunkGraph {
  entry: Rolldown.OutputChunk;
  /** The chunk files each other entry (a public page of its own) loads, by entry name. */
  otherEntriesLoad: Map<string, Set<string>>;
  byFileName: Map<string, Rolldown.OutputChunk>;
  chunkOf: Map<string, Rolldown.OutputChunk>;
  /** The chunk files a route loads beyond the entry's, the route's own first. */
  filesOf(route: RouteModules): string[];
}

function chunkGraph(files: Array<Rolldown.OutputChunk | Rolldown.OutputAsset>): ChunkGraph {
  const chunks = files.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const entry = entries.find((chunk) => /[\\/]index\.html$/.test(chunk.facadeModuleId ?? '')) ?? entries[0];
  if (!entry) throw new Error('route-preloads: the build has no entry chunk');
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = new Map<string, Rolldown.OutputChunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
  const loadedByEntry = withImports(entry, byFileName, new Set());
  const otherEntriesLoad = new Map<string, Set<string>>();
  for (const other of entries) if (other !== entry) otherEntriesLoad.set(other.name, withImports(other, byFileName, new Set()));
  return {
    entry,
    otherEntriesLoad,
    byFileName,
    chunkOf,
    filesOf({ modules }) {
      const files = new Set<string>();
      for (const module of [...modules].reverse()) {
        const chunk = chunkOf.get(module);
        if (!chunk) throw new Error(`route-preloads: no chunk holds ${module}`);
        withImports(chunk, byFileName, files);
      }
      return [...files].filter((file) => !loadedByEntry.has(file));
    },
  };
}

/**
 * How many signed-in screens must load a chunk before every screen loads it in the shell. With 2 (a chunk two screens
 * share), the shell had grown to 218 KiB gzip by 97 screens — the estimate builder, the store, the template editor —
 * and every screen paid for all of it on a cold load. Measured on the build of 2026-11-29 (97 screens): with 6 the
 * shell is about half as big and a screen loads about 170 KiB gzip beyond the entry instead of 314, in 5 files at the
 * median (10 at the 90th percentile) instead of 2 — the files are preloaded together, so they add no waterfall. The
 * entry's list of the files each lazy route needs grows with them, by about 3 KiB gzip, which /login loads too.
 */
const SHELL_MIN_SCREENS = 6;

/**
 * Fewer, larger chunks, decided from a first build's chunks (the bundler's own split, tree-shaken). Left to itself
 * the bundler makes a chunk for every distinct set of routes that share modules — dozens of files of a few hundred
 * bytes (icons, small UI pieces), each a request. Here:
 * - the pages people open cold without a session — /login and the pages with an entry of their own (the proposal)
 *   — keep exactly the bytes they load: the chunks each of them loads are merged by which of those pages load them
 *   (`for-login`, `for-proposal`, `for-login-proposal`), so such a page only gets fewer files; what the shell loads
 *   too goes apart (`for-proposal-shell`), so that a signed-in screen does not run a public page's own code (the
 *   apply page and its hiring schemas, the store's, the invoice's) because it shares an icon or a helper with it;
 * - every other chunk that the signed-in layout or at least SHELL_MIN_SCREENS signed-in screens load goes into one
 *   `shell` chunk;
 * - what fewer screens load stays as the bundler split it (a screen's own chunk, or one shared by the few screens
 *   that load it), and the entry's chunks stay as they are.
 */
function chunkGroups(graph: ChunkGraph, routes: RouteModules[]): Map<string, string> {
  const lightPages = new Map<string, Set<string>>([['login', new Set(routes.filter((route) => route.pattern === paths.login).flatMap((route) => graph.filesOf(route)))]]);
  for (const [name, files] of graph.otherEntriesLoad) lightPages.set(name, files);
  const signedIn = routes.filter((route) => route.signedIn);
  const layoutModules = new Set(signedIn.flatMap((route) => route.modules.slice(0, -1)));
  const layoutFiles = new Set([...layoutModules].flatMap((module) => graph.filesOf({ pattern: '', modules: [module], signedIn: true })));
  const screensLoading = new Map<string, number>();
  for (const screen of new Set(signedIn.map((route) => route.modules.at(-1)!))) {
    if (layoutModules.has(screen)) continue;
    for (const file of graph.filesOf({ pattern: '', modules: [screen], signedIn: true })) screensLoading.set(file, (screensLoading.get(file) ?? 0) + 1);
  }
  const loadedByEntry = new Set(withImports(graph.entry, graph.byFileName, new Set()));
  const inShell = (file: string) => layoutFiles.has(file) || (screensLoading.get(file) ?? 0) >= SHELL_MIN_SCREENS;
  const groups = new Map<string, string>();
  for (const [file, chunk] of graph.byFileName) {
    if (chunk.isEntry || loadedByEntry.has(file)) continue;
    const pages = [...lightPages].filter(([, files]) => files.has(file)).map(([name]) => name);
    const group = pages.length > 0 ? `for-${pages.join('-')}${inShell(file) ? '-shell' : ''}` : inShell(file) ? 'shell' : undefined;
    if (!group) continue;
    for (const id of chunk.moduleIds) if (!id.endsWith('.css')) groups.set(id, group);
  }
  return groups;
}

/** Set while the first build runs inside the real one: that build only reports its chunks. */
const PROBE = 'GROUNDWORK_CHUNK_PROBE';

/**
 * `pages`: route patterns served by an HTML entry of their own (`{ '/proposal/:token': 'proposal.html' }`) — the
 * server sends that file for them, as built.
 */
export function routePreloads(options: { router: string; configFile: string; pages?: Record<string, string> }): Plugin {
  const routes = readRouteTable(options.router);
  const probing = process.env[PROBE] === '1';
  let groups = new Map<string, string>();

  return {
    name: 'groundwork:route-preloads',
    apply: 'build',
    config() {
      if (probing) return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // A group imports what the entry and other groups hold from where they are; pulling those modules in
                // would make /login load the shell.
                includeDependenciesRecursively: false,
                groups: [{ debugName: 'shell and public pages', name: (id: string) => groups.get(id) ?? null }],
              },
            },
          },
        },
      };
    },
    async buildStart() {
      if (probing) return;
      process.env[PROBE] = '1';
      try {
        const output = await build({ configFile: options.configFile, logLevel: 'silent', build: { write: false, emptyOutDir: false } });
        const bundle = Array.isArray(output) ? output[0] : output;
        if (!bundle || !('output' in bundle)) throw new Error('route-preloads: the first build gave no output');
        groups = chunkGroups(chunkGraph(bundle.output), routes);
      } finally {
        delete process.env[PROBE];
      }
    },
    generateBundle(_options, bundle) {
      if (probing) return;
      const graph = chunkGraph(Object.values(bundle));
      const table: RouteFiles[] = routes.map((route) => {
        const html = options.pages?.[route.pattern];
        if (html) return { pattern: route.pattern, scripts: [], styles: [], html };
        const scripts = graph.filesOf(route);
        const styles = [...new Set(scripts.flatMap((file) => [...(graph.byFileName.get(file)?.viteMetadata?.importedCss ?? [])]))];
        return { pattern: route.pattern, scripts: scripts.map((file) => `/${file}`), styles: styles.map((file) => `/${file}`) };
      });
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: `${JSON.stringify(table, null, 1)}\n` });
    },
  };
}
