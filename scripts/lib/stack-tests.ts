import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server test files whose outcome depends on TEST_STACK: those that start the app with
 * `startApp(`, themselves or through test helpers they import. Only these run a second time on
 * the scaled stack; the rest (parsers, voices, adapter contracts) would just run the same again.
 * Files under `scaled/` run on the scaled stack anyway, and `helpers/app.ts` only defines it.
 */
export function stackDependentTests(testRoot: string): string[] {
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
 * What the scaled lane of `npm test` runs: the files under `scaled/` (they start the scaled stack
 * themselves, and are the slowest server files) and the stack-dependent files again. The jest run
 * on the embedded stack leaves `scaled/` out (SCALED_DIR_PATTERN), so the two lanes take similar time.
 */
export function scaledLaneTests(testRoot: string): string[] {
  const own = walk(path.join(testRoot, 'scaled')).filter((f) => f.endsWith('.test.ts'));
  return [...own, ...stackDependentTests(testRoot)];
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
