/**
 * primeicons cut down to the icons the front ends name: the package's CSS declares ~310 icons and
 * its font carries all of them (35 KB), while the app shows a few dozen. Which icons are used is
 * read from the sources at build time, so a new `pi pi-…` class works without any list to edit.
 * Icon names must appear whole in the source (`'pi-play'`, not `` `pi-${name}` ``): the scan
 * refuses a built name rather than let its icon render as a blank square.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(tsx?|css)$/;
const NOT_SHIPPED = /(\.test\.|\.stories\.)/;
const ICON_CLASS = /\bpi-[a-z0-9]+(?:-[a-z0-9]+)*/g;
const BUILT_NAME = /\bpi-\$\{/;
const GLYPH_RULE = /\.(pi-[a-z0-9-]+):before\s*\{\s*content:\s*"\\([0-9a-f]+)";?\s*\}\s*/g;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !NOT_SHIPPED.test(entry.name) ? [full] : [];
  });

/** Every `pi-…` class named in the shipped sources under `dirs` (utility classes included). */
export function findIconClasses(dirs: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    if (BUILT_NAME.test(text))
      throw new Error(`${file} builds a primeicons class name; name each icon in full`);
    for (const match of text.matchAll(ICON_CLASS)) found.add(match[0]);
  }
  return found;
}

/** The codepoint of each icon primeicons.css declares, by class name. */
export function iconCodepoints(css: string): Map<string, number> {
  const glyphs = new Map<string, number>();
  for (const [, name, hex] of css.matchAll(GLYPH_RULE)) glyphs.set(name, parseInt(hex, 16));
  return glyphs;
}

/**
 * primeicons.css with only the used icons' rules, and a font declared from its WOFF2 alone: every
 * browser the app supports reads WOFF2, so the EOT/WOFF/TTF/SVG fallbacks were never fetched.
 */
export function trimPrimeiconsCss(css: string, used: Set<string>): string {
  return css
    .replace(GLYPH_RULE, (rule: string, name: string) => (used.has(name) ? rule : ''))
    .replace(/@font-face\s*\{[^}]*\}/, (face) =>
      face
        .replace(/\s*src:[^;]*;/g, '')
        .replace('{', "{\n  src: url('./fonts/primeicons.woff2') format('woff2');"),
    );
}

/** The codepoints of the used icons, for the font subset. */
export function usedCodepoints(css: string, used: Set<string>): number[] {
  return [...iconCodepoints(css)].filter(([name]) => used.has(name)).map(([, cp]) => cp);
}
