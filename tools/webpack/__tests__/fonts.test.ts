/**
 * The font subsets the build makes (tools/webpack/fonts): which icons count as used, what is left
 * of primeicons.css, and which characters each Inter file keeps.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import subsetFont from 'subset-font';

import {
  INTER_FEATURES,
  INTER_WEIGHTS,
  interFileCodepoints,
  parseUnicodeRange,
} from '../fonts/inter';
import {
  findIconClasses,
  iconCodepoints,
  trimPrimeiconsCss,
  usedCodepoints,
} from '../fonts/primeicons';

const root = path.resolve(__dirname, '../../..');
const primeiconsDir = path.dirname(require.resolve('primeicons/primeicons.css', { paths: [root] }));
const primeiconsCss = readFileSync(path.join(primeiconsDir, 'primeicons.css'), 'utf8');

describe('icons named in the sources', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'icons-'));
    mkdirSync(path.join(dir, 'src', '__tests__'), { recursive: true });
    writeFileSync(
      path.join(dir, 'src', 'a.tsx'),
      `<i className="pi pi-play" /><Button icon='pi pi-check-circle' />`,
    );
    writeFileSync(path.join(dir, 'src', 'b.ts'), `export const ICONS = { ok: 'pi-users' };`);
    writeFileSync(path.join(dir, 'src', 'c.css'), `.x .pi-spin { color: red }`);
    writeFileSync(path.join(dir, 'src', '__tests__', 'a.test.tsx'), `'pi-bell'`);
    writeFileSync(path.join(dir, 'src', 'a.stories.tsx'), `'pi-star'`);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('are found whole in TypeScript and CSS, leaving tests and stories out', () => {
    expect([...findIconClasses([path.join(dir, 'src')])].sort()).toEqual([
      'pi-check-circle',
      'pi-play',
      'pi-spin',
      'pi-users',
    ]);
  });

  test('a class name built at run time stops the build', () => {
    writeFileSync(path.join(dir, 'src', 'd.tsx'), 'const c = `pi pi-${name}`;');
    expect(() => findIconClasses([path.join(dir, 'src')])).toThrow(/name each icon in full/);
  });
});

describe('primeicons.css trimmed', () => {
  const used = new Set(['pi-play', 'pi-check-circle', 'pi-spin']);
  const css = trimPrimeiconsCss(primeiconsCss, used);

  test('keeps the used icons and the base rules, and drops the rest', () => {
    expect([...iconCodepoints(css).keys()].sort()).toEqual(['pi-check-circle', 'pi-play']);
    expect(iconCodepoints(primeiconsCss).size).toBeGreaterThan(300);
    expect(css).toMatch(/\.pi \{/);
    expect(css).toMatch(/\.pi-spin \{/);
    expect(css).toMatch(/@keyframes fa-spin/);
  });

  test('declares the font from its WOFF2 only', () => {
    const face = css.match(/@font-face\s*\{[^}]*\}/)![0];
    expect(face.match(/src:/g)).toHaveLength(1);
    expect(face).toContain("url('./fonts/primeicons.woff2') format('woff2')");
    expect(face).not.toMatch(/\.(eot|ttf|svg)|\.woff'/);
  });

  test('the font keeps exactly the codepoints of the used icons', async () => {
    const codepoints = usedCodepoints(primeiconsCss, used);
    const all = iconCodepoints(primeiconsCss);
    expect(codepoints.sort()).toEqual([all.get('pi-check-circle'), all.get('pi-play')].sort());
    const full = readFileSync(path.join(primeiconsDir, 'fonts', 'primeicons.woff2'));
    const subset = await subsetFont(full, String.fromCodePoint(...codepoints), {
      targetFormat: 'woff2',
    });
    expect(subset.length).toBeLessThan(full.length / 10);
  });
});

describe('Inter', () => {
  test('unicode ranges are read as every codepoint they cover', () => {
    expect(parseUnicodeRange('U+0000-0002,U+0131, U+2212')).toEqual([0, 1, 2, 0x131, 0x2212]);
  });

  test('each file keeps the characters its unicode-range gives it', () => {
    const files = path.join(
      path.dirname(
        require.resolve('@fontsource-variable/inter/package.json', {
          paths: [path.join(root, 'packages/shell')],
        }),
      ),
      'files',
    );
    const latin = interFileCodepoints(path.join(files, 'inter-latin-wght-normal.woff2'));
    const ext = interFileCodepoints(path.join(files, 'inter-latin-ext-wght-italic.woff2'));
    expect(latin).toEqual(expect.arrayContaining([0x41, 0xe9, 0x20ac]));
    expect(latin).not.toContain(0x100);
    expect(ext).toContain(0x100);
    expect(() => interFileCodepoints(path.join(files, 'inter-latin-opsz-normal.woff2'))).toThrow();
  });

  // What the subset assumes of the stylesheets: a stylesheet that asks for another feature or a
  // weight under 400 must change tools/webpack/fonts/inter.ts with it.
  const stylesheets = () => {
    const theme = require.resolve('primereact/resources/themes/lara-light-indigo/theme.css', {
      paths: [root],
    });
    const sources = readdirSync(path.join(root, 'packages'))
      .map((name) => path.join(root, 'packages', name, 'src'))
      .filter((dir) => existsSync(dir))
      .flatMap((dir) =>
        readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)),
      )
      .filter((file) => /\.(css|tsx?)$/.test(file));
    return [theme, ...sources].map((file) => readFileSync(file, 'utf8')).join('\n');
  };

  test('keeps every feature the stylesheets ask for', () => {
    const text = stylesheets();
    const asked = new Set(
      [...text.matchAll(/font-feature-settings:([^;}]*)/g)].flatMap(([, value]) =>
        [...value.matchAll(/["']([a-z0-9]{4})["']/g)].map(([, tag]) => tag),
      ),
    );
    if (/tabular-nums/.test(text)) asked.add('tnum');
    expect(asked.size).toBeGreaterThan(0);
    expect(INTER_FEATURES).toEqual(expect.arrayContaining([...asked]));
  });

  test('no stylesheet asks for a weight the subset no longer has', () => {
    // @font-face rules declare a font's range, not a weight asked for (the theme's own are dropped).
    const rules = stylesheets().replace(/@font-face\s*\{[^}]*\}/g, '');
    const weights = [...rules.matchAll(/font-weight:\s*([a-z0-9]+)/g)].map(([, w]) => w);
    const numeric = weights.filter((w) => /^\d+$/.test(w)).map(Number);
    expect(numeric.length).toBeGreaterThan(0);
    expect(numeric.filter((w) => w < INTER_WEIGHTS.min || w > INTER_WEIGHTS.max)).toEqual([]);
    expect(weights).not.toContain('lighter');
  });
});
