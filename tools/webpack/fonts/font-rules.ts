/**
 * The webpack rules that make the fonts lighter (primeicons.ts, inter.ts): the subsets are made
 * during every build from the installed packages, so nothing generated is committed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { RuleSetRule } from 'webpack';

import { INTER_FEATURES, INTER_WEIGHTS, interFileCodepoints } from './inter';
import { findIconClasses, usedCodepoints } from './primeicons';
import type { SubsetOptions } from './subset-loader';

const here = path.join(import.meta.dirname);
const subsetLoader = path.join(here, 'subset-loader.ts');

/** The sources of every front end and shared package: any of them may name an icon. */
export const frontEndSourceDirs = (packagesDir: string) =>
  readdirSync(packagesDir)
    .filter((name) => name !== 'server')
    .map((name) => path.join(packagesDir, name, 'src'))
    .filter((dir) => {
      try {
        return readdirSync(dir).length > 0;
      } catch {
        return false;
      }
    });

export const fontRules = (packagesDir: string): RuleSetRule[] => {
  const sourceDirs = frontEndSourceDirs(packagesDir);
  const primeiconsGlyphs: SubsetOptions['codepoints'] = (fontPath, loader) => {
    const cssPath = path.join(path.dirname(fontPath), '..', 'primeicons.css');
    loader.addDependency(cssPath);
    for (const dir of sourceDirs) loader.addContextDependency(dir);
    return usedCodepoints(readFileSync(cssPath, 'utf8'), findIconClasses(sourceDirs));
  };
  return [
    {
      test: /[\\/]primeicons[\\/]primeicons\.css$/,
      enforce: 'pre',
      use: [{ loader: path.join(here, 'primeicons-css-loader.ts'), options: { sourceDirs } }],
    },
    {
      test: /[\\/]primeicons[\\/]fonts[\\/]primeicons\.woff2$/,
      use: [{ loader: subsetLoader, options: { codepoints: primeiconsGlyphs } }],
    },
    {
      test: /[\\/]@fontsource-variable[\\/]inter[\\/]files[\\/][^\\/]+-wght-(normal|italic)\.woff2$/,
      use: [
        {
          loader: subsetLoader,
          options: {
            codepoints: interFileCodepoints,
            keepFeatures: INTER_FEATURES,
            variationAxes: { wght: { ...INTER_WEIGHTS, default: 400 } },
          },
        },
      ],
    },
  ];
};
