/** A webpack loader that trims primeicons.css to the icons the front ends use (./primeicons.ts). */
import type { LoaderContext } from 'webpack';

import { findIconClasses, trimPrimeiconsCss } from './primeicons';

export type IconScanOptions = { sourceDirs: string[] };

export default function primeiconsCssLoader(this: LoaderContext<IconScanOptions>, css: string) {
  const { sourceDirs } = this.getOptions();
  // A remote that starts using an icon rebuilds the shell's CSS in watch mode too.
  for (const dir of sourceDirs) this.addContextDependency(dir);
  return trimPrimeiconsCss(css, findIconClasses(sourceDirs));
}
