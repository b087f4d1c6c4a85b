import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server test files whose outcome depends on TEST_STACK: those that start the app with
 * `startApp(`, themselves or through test helpers they import. Only these run a second time on
 * the scaled stack; the rest (parsers, voices, adapter contracts) would just run the same again.
 * Files under `scaled/` run on the scaled stack anyway, and `helpers/app.ts` only defines it.
 */
export function stackDependentTests(root: string): string[] {
  // Absolute, as the imports it resolves are: a relative root would match none of them.
  const testRoot = path.resolve(root);
  const files = walk(testRoot).filter((f) => f.endsWith('.ts'));
  const source = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
  const definer = path.join(testRoot, 'helpers', 'app.ts');

  const importsOf = (file: string) =>
    [...source.get(file)!.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
      .map((m) => path.resolve(path.dirname(file), m[1]))
      .flatMap((base) => [`${base}.ts`, path.join(base, 'index.ts')])
      .filter((f) => source.has(f));

  const starts = new Map<string, boolean>();
  const startsApp = (file: string): boolean => {
    const known = starts.get(file);
    if (known !== undefined) return known;
    // Provisionally false, so an import cycle ends here instead of looping.
    starts.set(file, false);
    const found =
      (file !== definer && /\bstartApp\(/.test(source.get(file)!)) ||
      importsOf(file).some(startsApp);
    starts.set(file, found);
    return found;
  };

  const scaled = path.join(testRoot, 'scaled') + path.sep;
  return files.filter((f) => f.endsWith('.test.ts') && !f.startsWith(scaled) && startsApp(f));
}

/**
 * The marker a stack-dependent test file carries, in a comment with the port(s) it goes through,
 * to run a second time on the scaled stack: the queue across processes (pg-boss on PostgreSQL),
 * storage (S3 and its presigned URLs), mail (SMTP), or concurrent writes (PostgreSQL's real
 * concurrency, which PGlite's one connection never shows). A file that goes through none of them
 * would only repeat, at twice the cost, what the embedded run already showed.
 */
export const SCALED_TOO = '@scaled-too';

/**
 * What the scaled lane of `npm test` runs: the files under `scaled/` (they start the scaled stack
 * themselves, and are the slowest server files) and the marked stack-dependent files again. The
 * jest run on the embedded stack leaves `scaled/` out (SCALED_DIR_PATTERN). A marked file that
 * does not start the app is a mistake (it would run the same twice), so it stops the run.
 */
export function scaledLaneTests(root: string): string[] {
  const testRoot = path.resolve(root);
  const own = walk(path.join(testRoot, 'scaled')).filter((f) => f.endsWith('.test.ts'));
  const dependent = new Set(stackDependentTests(testRoot));
  const marked = walk(testRoot).filter(
    (f) => f.endsWith('.test.ts') && !own.includes(f) && readFileSync(f, 'utf8').includes(SCALED_TOO),
  );
  const stray = marked.filter((f) => !dependent.has(f));
  if (stray.length)
    throw new Error(`${SCALED_TOO} on files that never start the app: ${stray.join(', ')}`);
  return [...own, ...marked];
}

/** jest's testPathIgnorePatterns entry for the server's `scaled/` folder. */
export const SCALED_DIR_PATTERN = '/packages/server/test/scaled/';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    })
    .sort();
}
