/**
 * Inline loader for the PrimeReact theme the shell loads as text (shell/src/shared/theme): drops
 * the rules no element of the app can match (./unused-rules.ts).
 */
import path from 'node:path';

import type { LoaderContext } from 'webpack';

import { frontEndSourceDirs } from '../fonts/font-rules';
import { classNamesInUse, dropUnusedRules } from './unused-rules';

const packagesDir = path.resolve(import.meta.dirname, '../../../packages');

export default function primeThemeLoader(this: LoaderContext<unknown>, css: string) {
  const sourceDirs = frontEndSourceDirs(packagesDir);
  for (const dir of sourceDirs) this.addContextDependency(dir);
  return dropUnusedRules(css, classNamesInUse(sourceDirs, this.rootContext));
}
