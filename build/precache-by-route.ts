import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import type { ManifestTransform } from 'workbox-build';

export interface PrecacheRoutes {
  /** Route modules (files, or folders ending in `/`; `*` for one segment) whose pages open offline: precached with the shell. */
  precached: readonly string[];
  /** Route modules cached the first time they load instead (see sw/cache-rules.ts). */
  runtimeCached: readonly string[];
}

/**
 * Decides what the service worker precaches from the routes, not from file names: every
 * script and style the entry reaches is precached, except what only the `runtimeCached`
 * routes' lazy imports reach. The bundle graph says which chunks those are, so renaming or
 * splitting a component never changes what is precached. A rule naming no lazily loaded
 * module of the build fails the build: a moved route cannot silently fall out of its rule.
 *
 * `manifestTransform` goes into the service worker's `injectManifest.manifestTransforms`;
 * it runs after the app's bundle is written, when the graph is known.
 */
export function precacheByRoute(routes: PrecacheRoutes): { plugin: Plugin; manifestTransform: ManifestTransform } {
  let runtimeFiles: Set<string> | null = null;
  // Vite still builds the service worker when this hook fails: the failure is raised from there.
  let failure: unknown = null;
  const plugin: Plugin = {
    name: 'tala:precache-by-route',
    apply: 'build',
    // Once written: the page (index.html) is emitted last, and the service worker is built after.
    writeBundle(options, bundle) {
      // The service worker's own build has no page: only the app's bundle names the routes.
      if (!('index.html' in bundle)) return;
      try {
        const lazyModules = new Set([...this.getModuleIds()].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
        runtimeFiles = runtimeCachedFiles(bundle, lazyModules, routes);
        writeLazyModules(options.dir ?? 'dist', bundle, lazyModules);
      } catch (error) {
        failure = error;
        throw error;
      }
    },
  };
  const manifestTransform: ManifestTransform = (entries) => {
    if (failure) throw failure;
    if (!runtimeFiles) throw new Error('precache-by-route: the app bundle was not seen before the service worker build');
    const left = runtimeFiles;
    return { manifest: entries.filter((entry) => !left.has(entry.url.replace(/^\//, ''))) };
  };
  return { plugin, manifestTransform };
}

/** A rule is a file or a folder (ending in `/`) from the project's root; `*` stands for one path segment. */
const matches = (rule: string, moduleId: string) => {
  const root = path.resolve('.') + path.sep;
  if (!moduleId.startsWith(root)) return false;
  const pattern = rule
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}${rule.endsWith('/') ? '' : '$'}`).test(moduleId.slice(root.length).split(path.sep).join('/'));
};

const filesOf = (chunk: Rollup.OutputChunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])];

/**
 * The built files only the runtime-cached routes reach, relative to the build folder. A route
 * is a lazily loaded module (`lazyModules`: the targets of dynamic imports) its rule names.
 */
export function runtimeCachedFiles(bundle: Rollup.OutputBundle, lazyModules: Set<string>, routes: PrecacheRoutes): Set<string> {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  // A route module is found by the chunk that holds it: the bundler may merge a lazily loaded module into another chunk.
  const routeOf = (rules: readonly string[]) =>
    chunks.filter((chunk) => chunk.moduleIds.some((id) => lazyModules.has(id) && rules.some((rule) => matches(rule, id))));
  for (const rule of [...routes.precached, ...routes.runtimeCached]) {
    if (!routeOf([rule]).length) throw new Error(`precache-by-route: no lazily loaded module of the build matches ${rule}`);
  }
  const runtimeRoutes = new Set(routeOf(routes.runtimeCached).map((chunk) => chunk.fileName));

  const reach = (starts: Rollup.OutputChunk[], stopAt: Set<string>) => {
    const seen = new Set<string>();
    const visit = (chunk: Rollup.OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
        const target = bundle[next];
        if (target?.type === 'chunk' && !stopAt.has(target.fileName)) visit(target);
      }
    };
    starts.forEach(visit);
    return seen;
  };

  const precached = reach(
    chunks.filter((chunk) => chunk.isEntry),
    runtimeRoutes,
  );
  for (const chunk of routeOf(routes.precached)) {
    if (!precached.has(chunk.fileName))
      throw new Error(`precache-by-route: ${chunk.fileName} holds a precached route but is reached only through a runtime-cached one`);
  }
  const runtime = reach(routeOf(routes.runtimeCached), new Set());
  const precachedFiles = new Set(chunks.filter((chunk) => precached.has(chunk.fileName)).flatMap(filesOf));
  return new Set(
    chunks
      .filter((chunk) => runtime.has(chunk.fileName) && !precached.has(chunk.fileName))
      .flatMap(filesOf)
      .filter((file) => !precachedFiles.has(file)),
  );
}

/**
 * dist/.vite/lazy-modules.json: the built file holding each lazily loaded module, by its path
 * from the project's root. With Vite's manifest (what each file imports) it lets the build's
 * tests find a route's files even where the bundler merged the route into a shared chunk.
 */
function writeLazyModules(outDir: string, bundle: Rollup.OutputBundle, lazyModules: Set<string>): void {
  const root = path.resolve('.') + path.sep;
  const fileOf: Record<string, string> = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    for (const id of chunk.moduleIds) {
      if (lazyModules.has(id) && id.startsWith(root)) fileOf[id.slice(root.length).split(path.sep).join('/')] = chunk.fileName;
    }
  }
  mkdirSync(path.join(outDir, '.vite'), { recursive: true });
  writeFileSync(path.join(outDir, '.vite', 'lazy-modules.json'), JSON.stringify(fileOf, null, 2));
}
