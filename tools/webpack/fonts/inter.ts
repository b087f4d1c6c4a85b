/**
 * Inter as the app draws it. Each @fontsource file is kept to its own unicode-range (the only
 * characters a browser takes from it), to the OpenType features a browser applies by itself plus
 * the ones our CSS asks for, and to the weights the CSS uses (400 to 900; nothing is lighter than
 * 400). The variable font stays variable: every weight in that range renders as before.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What Chromium, Firefox and Safari apply to Latin text without being asked (HarfBuzz's defaults). */
const DEFAULT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn', 'calt', 'clig', 'curs'];
const MORE_DEFAULTS = ['dist', 'kern', 'liga', 'rclt', 'abvm', 'blwm'];
/**
 * Asked for by the CSS: the character variants of the PrimeReact theme and shell.css
 * (`font-feature-settings`), and tabular figures (`font-variant-numeric: tabular-nums`).
 * A stylesheet that asks for another feature must add it here.
 */
export const INTER_CSS_FEATURES = ['cv02', 'cv03', 'cv04', 'cv11', 'tnum'];
export const INTER_FEATURES = [...DEFAULT_FEATURES, ...MORE_DEFAULTS, ...INTER_CSS_FEATURES];
export const INTER_WEIGHTS = { min: 400, max: 900 } as const;

/** `U+0000-00FF,U+0131` → every codepoint it covers. */
export function parseUnicodeRange(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from, 16);
    const end = parseInt(to, 16);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

/**
 * The unicode-range of a file such as `files/inter-latin-ext-wght-italic.woff2`, from the
 * package's own unicode.json (the ranges its CSS and shell.css declare).
 */
export function interFileCodepoints(fontPath: string): number[] {
  const ranges = JSON.parse(
    readFileSync(path.join(path.dirname(fontPath), '..', 'unicode.json'), 'utf8'),
  ) as Record<string, string>;
  const subset = path.basename(fontPath).match(/^inter-(.+)-wght-(normal|italic)\.woff2$/)?.[1];
  if (!subset || !ranges[subset]) throw new Error(`no unicode-range known for ${fontPath}`);
  return parseUnicodeRange(ranges[subset]);
}
