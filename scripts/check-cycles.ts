// Fails when a module of the repository reaches itself through its imports (an import cycle): no
// module in a loop can be understood, tested or moved without the others, and at run time one of
// them sees the other half-initialised. Every import counts: static, re-exports, lazy `import()`
// (a screen importing the routes that lazy-load it is still a loop) and `import type` (a type is
// still a dependency; erased at run time, so the report marks those arrows). TypeScript resolves
// each import with its project's tsconfig, exactly as `tsc` does, so there is no dependency to add.
// Run: `npm run check:cycles` (part of `npm test`).
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const PROJECTS = ['packages/contract', 'apps/server', 'apps/web', 'apps/office', 'e2e', 'bench'];
/** `import type … from 'x'` and `export type … from 'x'`: the only imports verbatimModuleSyntax erases. */
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s[^;]*?\sfrom\s*['"]([^'"]+)['"]/gm;

/** Module → the repository modules it imports, each arrow 'type' (erased) or 'value'. */
type Graph = Map<string, Map<string, 'type' | 'value'>>;

function importGraph(): Graph {
  const graph: Graph = new Map();
  const sources: [file: string, options: ts.CompilerOptions][] = [];
  for (const project of PROJECTS) {
    const path = resolve(ROOT, project, 'tsconfig.json');
    const json = ts.readConfigFile(path, ts.sys.readFile).config as unknown;
    const config = ts.parseJsonConfigFileContent(json, ts.sys, dirname(path));
    for (const file of config.fileNames.filter((f) => !f.endsWith('.d.ts') && !graph.has(f))) {
      graph.set(file, new Map());
      sources.push([file, config.options]);
    }
  }
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name);
  for (const [file, options] of sources) {
    const text = ts.sys.readFile(file) ?? '';
    const typeOnly = new Set([...text.matchAll(TYPE_ONLY)].map((match) => match[1]));
    const arrows = graph.get(file)!;
    for (const { fileName } of ts.preProcessFile(text, true, false).importedFiles) {
      const found = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule;
      const target = found && (ts.sys.realpath?.(found.resolvedFileName) ?? found.resolvedFileName);
      if (!target || !graph.has(target)) continue; // a package, an asset, or not ours
      // One value import of a module in the file makes the arrow a value arrow.
      arrows.set(target, typeOnly.has(fileName) && arrows.get(target) !== 'value' ? 'type' : 'value');
    }
  }
  return graph;
}

/** Tarjan's strongly connected components of two or more modules (or one importing itself). */
function knots(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)!.keys()) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, low.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const knot = stack.splice(stack.indexOf(node));
    if (knot.length > 1 || graph.get(node)!.has(node)) found.push(knot);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The shortest loop through the knot's first module (by name): one real cycle to break. */
function shortestLoop(graph: Graph, knot: string[]): string[] {
  const start = [...knot].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const at of queue) {
    for (const next of graph.get(at)!.keys()) {
      if (next === start) {
        const loop = [start];
        for (let step = at; step !== start; step = cameFrom.get(step)!) loop.splice(1, 0, step);
        return [...loop, start];
      }
      if (!knot.includes(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, at);
      queue.push(next);
    }
  }
  return [start, start];
}

const graph = importGraph();
const found = knots(graph);
const name = (file: string) => relative(ROOT, file);
const report = found.flatMap((knot) => {
  const loop = shortestLoop(graph, knot);
  const folders = [...new Set(knot.map((file) => dirname(name(file))))].join(', ');
  const arrow = (file: string, i: number) =>
    `    -> ${name(file)}${graph.get(loop[i]!)!.get(file) === 'type' ? '  (import type)' : ''}`;
  return ['', `${knot.length} modules in ${folders}:`, `  ${name(loop[0]!)}`, ...loop.slice(1).map(arrow)];
});
const imports = [...graph.values()].reduce((sum, arrows) => sum + arrows.size, 0);
const summary = `${graph.size} modules, ${imports} imports (type-only and lazy ones counted)`;
if (found.length === 0) console.log(`No import cycles: ${summary}.`);
else {
  console.error(`${found.length} import cycle(s) in ${summary}:\n${report.join('\n')}`);
  process.exitCode = 1;
}
