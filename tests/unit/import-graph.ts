import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** The folders whose modules make the app, the Worker and the machines (docs/architecture.md §8). */
export const SOURCE_FOLDERS = ["app", "workers", "machines"];
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs"];
/** Static imports and re-exports (type-only ones too: they tie modules as much for a reader), and `import()`. */
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return EXTENSIONS.some((extension) => entry.name.endsWith(extension)) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The module an import names, through the `~/` and `#machines/` aliases or a relative path; null for a package. */
function resolveImport(files: Set<string>, root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = join(root, "app", specifier.slice(2));
  else if (specifier.startsWith("#machines/")) base = join(root, "machines", specifier.slice("#machines/".length));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension), ...EXTENSIONS.map((extension) => join(base, `index${extension}`))];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** Every source module (paths relative to `root`) and the source modules it imports. Comments are ignored. */
export function importGraph(root: string): Map<string, string[]> {
  const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    const imported = new Set<string>();
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveImport(known, root, file, match[1] ?? match[2] ?? "");
      if (target) imported.add(relative(root, target));
    }
    graph.set(relative(root, file), [...imported]);
  }
  return graph;
}

/** The groups of modules that reach each other through their imports (strongly connected, Tarjan), sorted. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  function visit(node: string) {
    order.set(node, counter);
    lowest.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node) ?? 0, lowest.get(next) ?? 0));
      } else if (onStack.has(next)) lowest.set(node, Math.min(lowest.get(node) ?? 0, order.get(next) ?? 0));
    }
    if (lowest.get(node) !== order.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
  }
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles;
}
