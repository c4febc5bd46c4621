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
import { type ESTree, parseSync, type Plugin, type Rolldown } from 'vite';
import { paths } from '../src/lib/paths';

export interface RouteFiles {
  /** A React Router pattern, absolute: `/customers/:customerId`, `/*`. */
  pattern: string;
  /** Script URLs to modulepreload, the route's own chunks first. */
  scripts: string[];
  /** Stylesheet URLs the route's chunks bring. */
  styles: string[];
}

interface RouteModules {
  pattern: string;
  /** The lazy route modules from the outermost route in, as absolute file paths. */
  modules: string[];
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
  const walk = (array: ESTree.ArrayExpression, parentPattern: string, parentModules: string[]) => {
    for (const element of array.elements) {
      if (element?.type !== 'ObjectExpression') continue;
      const props = new Map<string, Node>();
      for (const property of element.properties) {
        const name = propertyName(property);
        if (name && property.type === 'Property') props.set(name, property.value as Node);
      }
      const isIndex = props.get('index')?.type === 'Literal';
      const pattern = props.has('path') ? joinPattern(parentPattern, pathValue(props.get('path'))) : parentPattern;
      const specifier = props.has('lazy') ? findImport(props.get('lazy')) : undefined;
      if (props.has('lazy') && !specifier) throw new Error(`route-preloads: the lazy route at ${pattern || '/'} has no import('…') to follow`);
      const modules = specifier ? [...parentModules, resolveModule(routerDir, specifier)] : parentModules;
      if (props.has('path') || isIndex) found.push({ pattern: pattern || '/', modules });
      const children = props.get('children');
      if (children?.type === 'ArrayExpression') walk(children, pattern, modules);
    }
  };
  walk(routesArray, '', []);
  return found;
}

export function routePreloads(options: { router: string }): Plugin {
  const routes = readRouteTable(options.router);

  return {
    name: 'groundwork:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-preloads: the build has no entry chunk');
      const chunkOf = new Map<string, Rolldown.OutputChunk>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (chunk: Rolldown.OutputChunk, into: Set<string>) => {
        if (into.has(chunk.fileName)) return;
        into.add(chunk.fileName);
        for (const imported of chunk.imports) {
          const next = byFileName.get(imported);
          if (next) withImports(next, into);
        }
      };
      const loadedByEntry = new Set<string>();
      withImports(entry, loadedByEntry);

      const table: RouteFiles[] = routes.map(({ pattern, modules }) => {
        const files = new Set<string>();
        for (const module of [...modules].reverse()) {
          const chunk = chunkOf.get(module);
          if (!chunk) throw new Error(`route-preloads: no chunk holds ${module}`);
          withImports(chunk, files);
        }
        const scripts = [...files].filter((file) => !loadedByEntry.has(file));
        const styles = [...new Set(scripts.flatMap((file) => [...(byFileName.get(file)?.viteMetadata?.importedCss ?? [])]))];
        return { pattern, scripts: scripts.map((file) => `/${file}`), styles: styles.map((file) => `/${file}`) };
      });
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: `${JSON.stringify(table, null, 1)}\n` });
    },
  };
}
