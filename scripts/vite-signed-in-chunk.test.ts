import { describe, expect, it } from 'vitest';
import {
  type GraphModule,
  iconModulesByName,
  iconNamesImported,
  signedInSharedModules,
} from './vite-signed-in-chunk';

const ESM = '/app/node_modules/lucide-react/dist/esm';
const INDEX = `${ESM}/lucide-react.mjs`;
const ICONS_NAMESPACE = `${ESM}/icons/index.mjs`;
const CONTEXT = `${ESM}/context.mjs`;
const CREATE_ICON = `${ESM}/createLucideIcon.mjs`;
const icon = (file: string) => `${ESM}/icons/${file}.mjs`;

const ENTRY = '/app/client/index.html';
const src = (path: string) => `/app/client/src/${path}`;

/** lucide-react's index as it is written: a namespace, its context, and one line per icon. */
const INDEX_CODE = `"use strict";
/**
 * @license lucide-react - ISC
 */

import * as index from './icons/index.mjs';
export { index as icons };
export { default as LucidePencil, default as Pencil, default as PencilIcon } from './icons/pencil.mjs';
export { default as LucideTrash2, default as Trash2, default as Trash2Icon } from './icons/trash-2.mjs';
export { default as Home, default as HomeIcon, default as House, default as HouseIcon, default as LucideHome, default as LucideHouse } from './icons/house.mjs';
export { LucideProvider, useLucideContext } from './context.mjs';
`;

/** A graph from each module's imports; what a module does not say it imports it does not. */
function graphOf(modules: Record<string, Partial<GraphModule>>): Map<string, GraphModule> {
  return new Map(
    Object.entries(modules).map(([id, module]) => [
      id,
      { imports: [], dynamicImports: [], code: null, ...module },
    ]),
  );
}

/** lucide-react's modules: the index, and each icon importing the icon factory. */
function lucide(): Record<string, Partial<GraphModule>> {
  return {
    [INDEX]: {
      imports: [ICONS_NAMESPACE, icon('pencil'), icon('trash-2'), icon('house'), CONTEXT],
      code: INDEX_CODE,
    },
    [ICONS_NAMESPACE]: { imports: [icon('pencil'), icon('trash-2'), icon('house')] },
    [icon('pencil')]: { imports: [CREATE_ICON] },
    [icon('trash-2')]: { imports: [CREATE_ICON] },
    [icon('house')]: { imports: [CREATE_ICON] },
    [CREATE_ICON]: {},
    [CONTEXT]: {},
  };
}

const sorted = (ids: Iterable<string>) => [...ids].sort();

describe('the icons lucide-react exports', () => {
  it('map every name on an icon line to the icon module next to the index', () => {
    const byName = iconModulesByName(INDEX, INDEX_CODE);
    expect(byName).toEqual(
      new Map([
        ['LucidePencil', icon('pencil')],
        ['Pencil', icon('pencil')],
        ['PencilIcon', icon('pencil')],
        ['LucideTrash2', icon('trash-2')],
        ['Trash2', icon('trash-2')],
        ['Trash2Icon', icon('trash-2')],
        ['Home', icon('house')],
        ['HomeIcon', icon('house')],
        ['House', icon('house')],
        ['HouseIcon', icon('house')],
        ['LucideHome', icon('house')],
        ['LucideHouse', icon('house')],
      ]),
    );
  });

  it('leave out the namespace, the context and whatever else is not an icon line', () => {
    const byName = iconModulesByName(INDEX, INDEX_CODE);
    for (const name of ['index', 'icons', 'LucideProvider', 'useLucideContext', 'default']) {
      expect(byName.has(name)).toBe(false);
    }
    expect(iconModulesByName(INDEX, "import * as index from './icons/index.mjs';")).toEqual(
      new Map(),
    );
  });

  it('resolve each icon module against the folder the index is in', () => {
    const byName = iconModulesByName('/elsewhere/lucide/lucide-react.mjs', INDEX_CODE);
    expect(byName.get('Pencil')).toBe('/elsewhere/lucide/icons/pencil.mjs');
  });
});

describe('the icons a module imports from lucide-react', () => {
  it('are the imported names of every named import from lucide-react, in either quotes', () => {
    const code = `import { useState } from 'react';
import { Pencil, Trash2 as Bin } from "lucide-react";
import {
  House,
  ChevronDown as Down,
} from 'lucide-react';
export function Row() {}`;
    expect(iconNamesImported(code)?.sort()).toEqual(['ChevronDown', 'House', 'Pencil', 'Trash2']);
  });

  it('read an import written without spaces', () => {
    expect(iconNamesImported('import{Pencil,House as H}from"lucide-react";')).toEqual([
      'Pencil',
      'House',
    ]);
  });

  it('leave out imports from other packages, and type-only names', () => {
    const code = `import { Pencil as P } from 'lucide-react';
import { type LucideIcon, House } from 'lucide-react';
import { Trash2 } from 'lucide-react/dynamic';
import { Link, Route } from 'react-router';
import { X } from 'lucide-react-native';`;
    expect(iconNamesImported(code)?.sort()).toEqual(['House', 'Pencil']);
  });

  it('are none when the module does not use lucide-react', () => {
    expect(iconNamesImported("import { useState } from 'react';")).toEqual([]);
    expect(iconNamesImported('')).toEqual([]);
  });

  it('cannot be told when the module also takes lucide-react another way', () => {
    expect(iconNamesImported("import * as Icons from 'lucide-react';")).toBeNull();
    expect(
      iconNamesImported(
        "import { House } from 'lucide-react';\nexport { Pencil } from 'lucide-react';",
      ),
    ).toBeNull();
  });
});

describe('the signed-in chunk', () => {
  /**
   * The entry loads the app, whose route table lazily loads a public page and her pages; the
   * app lazily loads the Spanish catalog. Her main pages are the tracker and the budget.
   */
  function app(): Map<string, GraphModule> {
    return graphOf({
      [ENTRY]: { imports: [src('main.tsx')] },
      [src('main.tsx')]: {
        imports: [src('router.tsx'), src('ui/button.tsx')],
        dynamicImports: [src('locales/es.ts')],
      },
      [src('locales/es.ts')]: { imports: [src('lib/plural.ts')] },
      [src('router.tsx')]: {
        dynamicImports: [
          src('pages/home.tsx'),
          src('pages/tracker.tsx'),
          src('pages/budget.tsx'),
          src('pages/settings.tsx'),
        ],
      },
      [src('pages/home.tsx')]: { imports: [src('lib/format.ts')] },
      [src('pages/tracker.tsx')]: {
        imports: [
          src('lib/money.ts'),
          src('lib/chart.ts'),
          src('lib/plural.ts'),
          src('ui/button.tsx'),
        ],
        dynamicImports: [src('lib/export.ts')],
      },
      [src('pages/budget.tsx')]: {
        imports: [
          src('lib/money.ts'),
          src('lib/table.ts'),
          src('lib/plural.ts'),
          src('ui/button.tsx'),
        ],
        dynamicImports: [src('lib/export.ts')],
      },
      [src('pages/settings.tsx')]: { imports: [src('lib/chart.ts')] },
      [src('lib/money.ts')]: { imports: [src('lib/format.ts'), src('lib/currency.ts')] },
      [src('lib/currency.ts')]: {},
      [src('lib/format.ts')]: {},
      [src('lib/chart.ts')]: {},
      [src('lib/table.ts')]: {},
      [src('lib/plural.ts')]: {},
      [src('lib/export.ts')]: {},
      [src('ui/button.tsx')]: {},
    });
  }

  const herPages = [src('pages/tracker.tsx'), src('pages/budget.tsx'), src('pages/settings.tsx')];
  const options = {
    entries: [ENTRY],
    herModules: herPages,
    mainPages: [src('pages/tracker.tsx'), src('pages/budget.tsx')],
  };

  it('holds what two main pages import and a visitor cannot reach, and nothing else', () => {
    expect(sorted(signedInSharedModules(app(), options))).toEqual([
      src('lib/currency.ts'),
      src('lib/money.ts'),
    ]);
  });

  it('leaves out what only one main page imports, even when another of her pages does too', () => {
    const shared = signedInSharedModules(app(), options);
    expect(shared.has(src('lib/table.ts'))).toBe(false);
    // Settings is hers but not a main page.
    expect(shared.has(src('lib/chart.ts'))).toBe(false);
    const chartInBoth = signedInSharedModules(app(), {
      ...options,
      mainPages: [...options.mainPages, src('pages/settings.tsx')],
    });
    expect(chartInBoth.has(src('lib/chart.ts'))).toBe(true);
  });

  it('counts only static imports of the main pages', () => {
    // Both main pages import the export lazily: it loads when she exports, in its own chunk.
    expect(signedInSharedModules(app(), options).has(src('lib/export.ts'))).toBe(false);
    const graph = app();
    graph.set(src('pages/budget.tsx'), {
      ...graph.get(src('pages/budget.tsx'))!,
      imports: [...graph.get(src('pages/budget.tsx'))!.imports, src('lib/export.ts')],
    });
    graph.set(src('pages/tracker.tsx'), {
      ...graph.get(src('pages/tracker.tsx'))!,
      imports: [...graph.get(src('pages/tracker.tsx'))!.imports, src('lib/export.ts')],
    });
    expect(signedInSharedModules(graph, options).has(src('lib/export.ts'))).toBe(true);
  });

  it('leaves out what a visitor reaches by a static import from an entry', () => {
    const shared = signedInSharedModules(app(), options);
    expect(shared.has(src('ui/button.tsx'))).toBe(false);
    const graph = app();
    graph.set(src('main.tsx'), {
      ...graph.get(src('main.tsx'))!,
      imports: [src('router.tsx')],
    });
    expect(signedInSharedModules(graph, options).has(src('ui/button.tsx'))).toBe(true);
  });

  it('leaves out what a visitor reaches through a dynamic import: a public page, a catalog', () => {
    const shared = signedInSharedModules(app(), options);
    // money.ts imports format.ts; so does the public home page.
    expect(shared.has(src('lib/format.ts'))).toBe(false);
    // The Spanish catalog imports plural.ts.
    expect(shared.has(src('lib/plural.ts'))).toBe(false);
    const graph = app();
    graph.set(src('main.tsx'), { ...graph.get(src('main.tsx'))!, dynamicImports: [] });
    graph.set(src('router.tsx'), {
      ...graph.get(src('router.tsx'))!,
      dynamicImports: herPages,
    });
    expect(sorted(signedInSharedModules(graph, options))).toEqual([
      src('lib/currency.ts'),
      src('lib/format.ts'),
      src('lib/money.ts'),
      src('lib/plural.ts'),
    ]);
  });

  it('does not follow the route table into her pages', () => {
    // Were her pages not hers, the route table would lead a visitor to everything they use.
    expect(
      sorted(signedInSharedModules(app(), { ...options, herModules: [src('pages/settings.tsx')] })),
    ).toEqual([]);
  });

  it('does not follow a static import into one of her modules either', () => {
    const graph = app();
    graph.set(src('main.tsx'), {
      ...graph.get(src('main.tsx'))!,
      imports: [...graph.get(src('main.tsx'))!.imports, src('session.tsx')],
    });
    graph.set(src('session.tsx'), {
      imports: [src('lib/sync.ts')],
      dynamicImports: [],
      code: null,
    });
    graph.set(src('lib/sync.ts'), { imports: [], dynamicImports: [], code: null });
    for (const page of ['pages/tracker.tsx', 'pages/budget.tsx']) {
      graph.set(src(page), {
        ...graph.get(src(page))!,
        imports: [...graph.get(src(page))!.imports, src('lib/sync.ts')],
      });
    }
    const herSession = { ...options, herModules: [...herPages, src('session.tsx')] };
    expect(signedInSharedModules(graph, herSession).has(src('lib/sync.ts'))).toBe(true);
    expect(signedInSharedModules(graph, options).has(src('lib/sync.ts'))).toBe(false);
  });

  it('never holds a main page or another of her modules, however many main pages import it', () => {
    const graph = app();
    // The budget shows the tracker's summary, and both pages use her signed-in session.
    graph.set(src('session.tsx'), { imports: [], dynamicImports: [], code: null });
    graph.set(src('pages/budget.tsx'), {
      ...graph.get(src('pages/budget.tsx'))!,
      imports: [
        ...graph.get(src('pages/budget.tsx'))!.imports,
        src('pages/tracker.tsx'),
        src('session.tsx'),
      ],
    });
    graph.set(src('pages/tracker.tsx'), {
      ...graph.get(src('pages/tracker.tsx'))!,
      imports: [...graph.get(src('pages/tracker.tsx'))!.imports, src('session.tsx')],
    });
    const herSession = { ...options, herModules: [...herPages, src('session.tsx')] };
    const shared = signedInSharedModules(graph, herSession);
    expect(sorted(shared)).toEqual([
      src('lib/chart.ts'),
      src('lib/currency.ts'),
      src('lib/money.ts'),
    ]);
    // The session is shared code only while it is not one of hers.
    expect(signedInSharedModules(graph, options).has(src('session.tsx'))).toBe(true);
  });

  it('holds nothing when there are no main pages', () => {
    expect(sorted(signedInSharedModules(app(), { ...options, mainPages: [] }))).toEqual([]);
  });

  describe('with lucide-react', () => {
    /** The app, with the public page and both main pages importing icons by name. */
    function withIcons(
      code: { home?: string; tracker?: string; budget?: string } = {},
    ): Map<string, GraphModule> {
      const graph = app();
      for (const [id, module] of Object.entries(lucide())) {
        graph.set(id, { imports: [], dynamicImports: [], code: null, ...module });
      }
      const named = {
        'pages/home.tsx': code.home ?? 'import { House } from "lucide-react";',
        'pages/tracker.tsx': code.tracker ?? 'import { Pencil, Trash2 } from "lucide-react";',
        'pages/budget.tsx': code.budget ?? "import { Pencil } from 'lucide-react';",
      };
      for (const [page, pageCode] of Object.entries(named)) {
        const module = graph.get(src(page))!;
        graph.set(src(page), { ...module, imports: [...module.imports, INDEX], code: pageCode });
      }
      return graph;
    }

    const withIndex = { ...options, iconIndex: INDEX };

    it('takes each module to import only the icons it names', () => {
      // The public page imports the index too, but names only House.
      expect(sorted(signedInSharedModules(withIcons(), withIndex))).toEqual(
        sorted([icon('pencil'), src('lib/currency.ts'), src('lib/money.ts')]),
      );
    });

    it('leaves out an icon one main page names, one a visitor names, and what icons share', () => {
      const shared = signedInSharedModules(withIcons(), withIndex);
      expect(shared.has(icon('trash-2'))).toBe(false);
      expect(shared.has(icon('house'))).toBe(false);
      expect(shared.has(CREATE_ICON)).toBe(false);
    });

    it('never holds the index itself, nor what only the index imports', () => {
      const shared = signedInSharedModules(withIcons(), withIndex);
      expect(shared.has(INDEX)).toBe(false);
      expect(shared.has(ICONS_NAMESPACE)).toBe(false);
      expect(shared.has(CONTEXT)).toBe(false);
    });

    it('counts an icon named by a main page under another of its names', () => {
      const graph = withIcons({ budget: 'import { PencilIcon as Edit } from "lucide-react";' });
      expect(signedInSharedModules(graph, withIndex).has(icon('pencil'))).toBe(true);
    });

    it('keeps the whole index for a visitor module that names an icon the index lacks', () => {
      const graph = withIcons({ home: 'import { House, Sparkle } from "lucide-react";' });
      expect(sorted(signedInSharedModules(graph, withIndex))).toEqual([
        src('lib/currency.ts'),
        src('lib/money.ts'),
      ]);
    });

    it('keeps the whole index for a visitor module that names no icon', () => {
      const graph = withIcons({ home: 'import * as Icons from "lucide-react";' });
      expect(sorted(signedInSharedModules(graph, withIndex))).toEqual([
        src('lib/currency.ts'),
        src('lib/money.ts'),
      ]);
    });

    it('keeps the whole index for a main page that names an icon the index lacks', () => {
      // The tracker keeps every icon, but the budget names only Pencil: Trash2 has one user.
      const graph = withIcons({ tracker: 'import { Pencil, Sparkle } from "lucide-react";' });
      const shared = signedInSharedModules(graph, withIndex);
      expect(shared.has(icon('pencil'))).toBe(true);
      expect(shared.has(icon('trash-2'))).toBe(false);
      expect(shared.has(INDEX)).toBe(false);
    });

    it('reads the graph as written without the index option', () => {
      // The public page imports the index, and through it every icon.
      expect(sorted(signedInSharedModules(withIcons(), options))).toEqual([
        src('lib/currency.ts'),
        src('lib/money.ts'),
      ]);
      // With no visitor importing it, the index and all it imports are the main pages' to share.
      const graph = withIcons();
      const home = graph.get(src('pages/home.tsx'))!;
      graph.set(src('pages/home.tsx'), {
        ...home,
        imports: home.imports.filter((id) => id !== INDEX),
      });
      expect(sorted(signedInSharedModules(graph, options))).toEqual(
        sorted([
          INDEX,
          ICONS_NAMESPACE,
          CONTEXT,
          CREATE_ICON,
          icon('house'),
          icon('pencil'),
          icon('trash-2'),
          src('lib/currency.ts'),
          src('lib/money.ts'),
        ]),
      );
      expect(sorted(signedInSharedModules(graph, withIndex))).toEqual(
        sorted([CREATE_ICON, icon('pencil'), src('lib/currency.ts'), src('lib/money.ts')]),
      );
    });

    it('reads the graph as written when the index is not in it', () => {
      const graph = withIcons();
      for (const id of Object.keys(lucide())) graph.delete(id);
      expect(sorted(signedInSharedModules(graph, { ...options, iconIndex: INDEX }))).toEqual([
        src('lib/currency.ts'),
        src('lib/money.ts'),
      ]);
    });
  });
});
