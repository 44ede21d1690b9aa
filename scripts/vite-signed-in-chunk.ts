/**
 * The signed-in chunk (vite.config.ts): one file for the code that her main pages share and the
 * pages a visitor arrives on never load. Split by the set of pages that use each module (the bundler's default),
 * that code was some forty files of one or two kilobytes for a tracker, each a round trip on a
 * slow phone; in one file a tracker loads a few kilobytes it does not use, and the pages a
 * visitor arrives on (the landing, log-in and sign-up pages) never load it.
 *
 * The modules are found once the module graph is known (buildEnd); the chunk group's `test`
 * reads the answer. The graph is read as written, with one exception: lucide-react's index
 * re-exports every icon, so each module is taken to import only the icons it names.
 */
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What the search needs of a module. */
export interface GraphModule {
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** The module's code after the transforms (its imports are still import statements). */
  code: string | null;
}

export interface SignedInChunkOptions {
  /** The build's entry modules. */
  entries: readonly string[];
  /** What a visitor's pages never load: the pages behind a login, and what loads only for her. */
  herModules: readonly string[];
  /** Among them, the pages she works in most: the code two of them share goes in the chunk. */
  mainPages: readonly string[];
  /** lucide-react's index module, if the build has one. */
  iconIndex?: string;
}

const ICON_EXPORTS = /export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g;
const ICON_IMPORTS = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

/** Each icon name lucide-react's index exports, with the module that holds it. */
export function iconModulesByName(indexId: string, indexCode: string): Map<string, string> {
  const byName = new Map<string, string>();
  for (const [, names, path] of indexCode.matchAll(ICON_EXPORTS)) {
    const id = resolve(dirname(indexId), path!);
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) byName.set(name!, id);
  }
  return byName;
}

const FROM_LUCIDE = /from\s*["']lucide-react["']/g;

/**
 * The icons `code` imports from lucide-react by name; null when it also takes lucide-react some
 * other way (all of it, or a re-export), which this does not read.
 */
export function iconNamesImported(code: string): string[] | null {
  const named = [...code.matchAll(ICON_IMPORTS)];
  if (named.length !== [...code.matchAll(FROM_LUCIDE)].length) return null;
  return named.flatMap(([, list]) =>
    list!
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

/**
 * The modules two or more of `mainPages` import (statically) that a visitor cannot reach: from
 * the entries, by any import, without passing through one of `herModules`.
 */
export function signedInSharedModules(
  graph: ReadonlyMap<string, GraphModule>,
  { entries, herModules, mainPages, iconIndex }: SignedInChunkOptions,
): Set<string> {
  const indexCode = iconIndex === undefined ? null : graph.get(iconIndex)?.code;
  const icons = indexCode ? iconModulesByName(iconIndex!, indexCode) : new Map<string, string>();
  /** Its static imports, with the icons it names in place of lucide-react's index. */
  const importsOf = (module: GraphModule): string[] => {
    if (iconIndex === undefined || !module.imports.includes(iconIndex)) return [...module.imports];
    const named = (iconNamesImported(module.code ?? '') ?? []).map((name) => icons.get(name));
    // A name the index does not have (or an import this cannot read) keeps the whole index.
    const known = named.every((id) => id !== undefined) && named.length > 0;
    return [
      ...module.imports.filter((id) => id !== iconIndex),
      ...(known ? (named as string[]) : [iconIndex]),
    ];
  };
  const closure = (roots: readonly string[], next: (module: GraphModule) => string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      const module = graph.get(id);
      if (seen.has(id) || !module) continue;
      seen.add(id);
      stack.push(...next(module));
    }
    return seen;
  };
  const hers = new Set(herModules);
  const visitor = closure(entries, (module) =>
    [...importsOf(module), ...module.dynamicImports].filter((id) => !hers.has(id)),
  );
  const users = new Map<string, number>();
  for (const page of mainPages) {
    for (const id of closure([page], importsOf)) users.set(id, (users.get(id) ?? 0) + 1);
  }
  const shared = new Set<string>();
  for (const [id, count] of users) {
    // Never the index itself: the bundler reads its re-exports through to the icons.
    if (count >= 2 && !visitor.has(id) && !hers.has(id) && id !== iconIndex) shared.add(id);
  }
  return shared;
}

/** Where the app's pages are, for the plugin (paths under client/, as Vite's manifest names them). */
export interface SignedInChunkPages {
  /** The route table: every page it loads is hers, but for `arrivalPages`. */
  routeTable: string;
  /** The pages a visitor arrives on (server/http/static.ts): a visitor reaches all they load. */
  arrivalPages: readonly string[];
  /** What else loads only for her (app/provider.tsx's signed-in session). */
  signedInOnly: readonly string[];
  /** The pages she works in most (and the signed-in session). */
  mainPages: readonly string[];
}

/**
 * The plugin that finds the modules, and the chunk group's test. Every module it is told of
 * must be in the build. A page of the route table other than the arrival pages that a visitor
 * can open (a shared link's view, /verify) loads the chunk when it uses some of it.
 */
export function signedInChunk(pages: SignedInChunkPages): {
  plugin: Plugin;
  test: (id: string) => boolean;
} {
  let shared = new Set<string>();
  const plugin: Plugin = {
    name: 'fairsplit:signed-in-chunk',
    apply: 'build',
    buildEnd() {
      const graph = new Map<string, GraphModule>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        graph.set(id, {
          imports: info.importedIds,
          dynamicImports: info.dynamicallyImportedIds,
          code: info.code,
        });
      }
      const ids = [...graph.keys()];
      const find = (path: string) => {
        const id = ids.find((one) => one.endsWith(`/client/${path}`));
        if (id === undefined) this.error(`${path} (vite.config.ts) is not in the build`);
        return id;
      };
      const arrival = new Set(pages.arrivalPages.map(find));
      const routed = graph.get(find(pages.routeTable))!.dynamicImports;
      shared = signedInSharedModules(graph, {
        entries: ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        herModules: [...routed.filter((id) => !arrival.has(id)), ...pages.signedInOnly.map(find)],
        mainPages: pages.mainPages.map(find),
        iconIndex: ids.find((id) =>
          /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/.test(id),
        ),
      });
    },
  };
  return { plugin, test: (id) => shared.has(id) };
}
