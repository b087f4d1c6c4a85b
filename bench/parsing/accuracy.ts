/**
 * Parser figures for `npm run bench`: accuracy per rendered format and on the
 * real-world excerpts. The cost figures are whole processes (whole-process.ts). Figures only.
 */
import { corpusDir } from './corpus';
import { type FormatRow, byFormat, evaluate } from './evaluate';

export interface AccuracyFigures {
  formats: FormatRow[];
  movieparse: { files: number; mean: number; worst: { name: string; attribution: number }[] };
}

export async function measureAccuracy(repoRoot: string): Promise<AccuracyFigures> {
  const results = await evaluate(corpusDir(repoRoot));
  const real = results
    .filter((r) => r.case.format === 'movieparse')
    .map((r) => ({ name: r.case.name, attribution: r.score?.dialogue_word_attribution_acc ?? 0 }))
    .sort((a, b) => a.attribution - b.attribution);
  return {
    formats: byFormat(results.filter((r) => r.case.format !== 'movieparse')),
    movieparse: {
      files: real.length,
      mean: real.reduce((n, r) => n + r.attribution, 0) / (real.length || 1),
      worst: real.slice(0, 5),
    },
  };
}
