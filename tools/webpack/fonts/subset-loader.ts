/**
 * A webpack loader that cuts a font down with HarfBuzz's subsetter (subset-font) and hands the
 * WOFF2 on to the asset module, which names it by content hash as for any other font.
 */
import subsetFont from 'subset-font';
import type { LoaderContext } from 'webpack';

export type SubsetOptions = {
  /** The characters to keep for the file being loaded. */
  codepoints: (fontPath: string, loader: LoaderContext<SubsetOptions>) => number[];
  keepFeatures?: string[];
  variationAxes?: Record<string, { min: number; max: number; default?: number }>;
};

export default function subsetLoader(this: LoaderContext<SubsetOptions>, source: Buffer) {
  const done = this.async();
  const { codepoints, keepFeatures, variationAxes } = this.getOptions();
  const text = String.fromCodePoint(...codepoints(this.resourcePath, this));
  subsetFont(source, text, { targetFormat: 'woff2', keepFeatures, variationAxes }).then(
    (font) => done(null, font),
    (error: Error) => done(error),
  );
}
export const raw = true;
