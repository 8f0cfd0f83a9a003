import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The folders whose modules import one another (tests included: a test is a module like any other). */
const GRAPH_ROOTS = ['src', 'widgets', 'demo', 'scripts', 'bench', 'test'];

const SOURCE = /\.(ts|tsx|mts)$/;

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Every module's relative imports (static, type-only and dynamic alike: a type cycle is a cycle for a reader),
 * as paths relative to `root`. Package imports and `?inline` assets are left out.
 */
export function moduleGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of GRAPH_ROOTS.flatMap((folder) => sourceFiles(root, folder))) {
    const info = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const imports = info.importedFiles
      .map((imported) => imported.fileName)
      .filter((name) => name.startsWith('.') && SOURCE.test(name))
      .map((name) => relative(root, resolve(root, dirname(file), name)));
    graph.set(file, [...new Set(imports)]);
  }
  return graph;
}

/** The import cycles of a graph, each as the modules on it (Tarjan's strongly connected components). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;

  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfImport = graph.get(node)?.includes(node) ?? false;
    if (component.length > 1 || selfImport) cycles.push(component.sort());
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
