// UX-4: build support for main.tsx's staged start. Each module main.tsx imports dynamically is a
// stage: it becomes one chunk with everything it imports statically that the entry and the stages
// before it do not already hold (so evaluating it is one task of its own), and index.html preloads
// every stage's files and the login page's, so the stages and the first screen wait for no request.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };
type Lookup = (id: string) => ModuleInfo | null;

const MAIN = resolve(import.meta.dirname, '../src/main.tsx');

// Barrels re-export a whole library, of which a stage uses a few parts: followed, they would pull
// into the stage every part the lazy screens use too (the graph here is before tree shaking). Their
// parts go where the other groups put them (Mantine's first-paint parts: the `start-ui` group).
const BARREL = /node_modules[\\/](@mantine|@tabler)[\\/]|packages[\\/]contract[\\/]src[\\/]index\.ts$/;

/** Every module `from` reaches through static imports, itself included, barrels left out. */
function staticClosure(from: string, lookup: Lookup, into = new Set<string>()): Set<string> {
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (into.has(id) || BARREL.test(id)) continue;
    into.add(id);
    stack.push(...(lookup(id)?.importedIds ?? []));
  }
  return into;
}

/** A stage's chunk name: `start-` and its package (node_modules) or file name. */
function stageName(root: string): string {
  const inPackage = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(root)?.[1];
  const base = inPackage ?? /([^\\/]+?)(\.[a-z]+)?$/.exec(root)?.[1] ?? 'stage';
  return `start-${base.replace(/[\\/@]/g, '')}`;
}

/** The stage each module belongs to (by chunk name), computed once per build from the module graph. */
function stagesOf(lookup: Lookup): Map<string, string> {
  const taken = staticClosure(MAIN, lookup);
  const stages = new Map<string, string>();
  for (const root of lookup(MAIN)?.dynamicallyImportedIds ?? []) {
    const name = stageName(root);
    for (const id of staticClosure(root, lookup)) {
      if (taken.has(id)) continue;
      taken.add(id);
      stages.set(id, name);
    }
  }
  return stages;
}

/**
 * The chunk group (rolldown `codeSplitting.groups`) that makes one chunk per stage. `lastStageAlso`:
 * modules (behind barrels) that go with the last stage. Rolldown's runtime helpers go with the
 * first, which every later chunk follows: one request fewer before the first paint.
 */
export function bootStageGroup(priority: number, lastStageAlso: RegExp) {
  let stages: Map<string, string> | undefined;
  let first: string | undefined;
  let last: string | undefined;
  return {
    priority,
    // Only the stage's own modules: what it imports from another stage must stay in that one.
    includeDependenciesRecursively: false,
    name: (id: string, context: { getModuleInfo(id: string): ModuleInfo | null }) => {
      if (!stages) {
        stages = stagesOf((moduleId) => context.getModuleInfo(moduleId));
        const names = [...new Set(stages.values())];
        [first, last] = [names[0], names.at(-1)];
      }
      if (id.includes('rolldown/runtime')) return first ?? null;
      return stages.get(id) ?? (lastStageAlso.test(id) ? (last ?? null) : null);
    },
  };
}

/** Chunks whose files index.html preloads: the stages and the login page's (vite.config.ts). */
const PRELOADED = [/^start-/, /^sign-in$/];

/** Adds `<link rel="modulepreload">` for those chunks and the chunks they import statically. */
export function preloadBootStages(): Plugin {
  return {
    name: 'fieldops-preload-boot-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const files = new Set<string>();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || chunk.isEntry || files.has(fileName)) return;
          if (html.includes(fileName)) return; // Vite's own preloads of the entry's imports
          files.add(fileName);
          chunk.imports.forEach(add);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && PRELOADED.some((name) => name.test(chunk.name))) add(chunk.fileName);
        }
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
