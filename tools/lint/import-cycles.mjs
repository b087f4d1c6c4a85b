/**
 * Import circles with type imports counted. eslint's import-x/no-cycle skips `import type`, so a
 * split that leaves two files naming each other's types passes it; such a circle still ties the
 * two files together (neither can move or be read alone). This check reads every import of the
 * product code, type-only ones included, and reports each circle.
 * Usage: node tools/lint/import-cycles.mjs [root]  (exit 1 when a circle is found)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const SKIP = /(__tests__|\.test\.|\.stories\.|node_modules|dist)/;

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (SKIP.test(full)) return [];
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier reaches (TypeScript's rules: extension, then index). */
function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.(js|mjs)$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** Each file's relative imports, `import type` and `export … from` included. */
export function importGraph(files) {
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((f) => f.fileName)
      .filter((s) => s.startsWith('.'))
      .map((s) => resolveRelative(file, s))
      .filter((f) => f && f !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), each sorted. */
export function circles(graph) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), order.get(next)));
    }
    if (low.get(node) === order.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

/** Circles among the product code of every package under `root`. */
export function findCircles(root) {
  const packages = path.join(root, 'packages');
  const files = readdirSync(packages).flatMap((p) => sourceFiles(path.join(packages, p, 'src')));
  return circles(importGraph(files)).map((c) => c.map((f) => path.relative(root, f)));
}

/**
 * Circles among the server's domain folders (services/<folder>/): they depend on each other one
 * way only (docs/architecture.md, "Services, one way"), so a folder can be read knowing only
 * those below it.
 */
export function findFolderCircles(root) {
  const services = path.join(root, 'packages/server/src/services');
  const folderOf = (file) => {
    const [folder, ...rest] = path.relative(services, file).split(path.sep);
    return rest.length && !folder.startsWith('..') ? folder : undefined;
  };
  const folders = new Map();
  for (const [file, targets] of importGraph(sourceFiles(services))) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = folders.get(from) ?? new Set();
    for (const to of targets.map(folderOf)) if (to && to !== from) edges.add(to);
    folders.set(from, edges);
  }
  return circles(new Map([...folders].map(([f, e]) => [f, [...e]])));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../..'));
  const found = findCircles(root);
  for (const circle of found)
    console.error(`Import circle (type imports counted): ${circle.join(' <-> ')}`);
  const folders = findFolderCircles(root);
  for (const circle of folders)
    console.error(`services/ folders importing each other: ${circle.join(' <-> ')}`);
  if (found.length)
    console.error(
      `${found.length} import circle(s): move the types both sides need into a port or a small *-deps.ts file that imports neither.`,
    );
  if (folders.length)
    console.error(
      'Domain folders under services/ depend one way (docs/architecture.md): move the code that needs both sides above them, or what both need below.',
    );
  if (found.length || folders.length) process.exit(1);
}
