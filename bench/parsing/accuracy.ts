/**
 * Parser figures for `npm run bench` (issue 5): accuracy per rendered format and on the
 * real-world excerpts, and the parse time of Big Fish (122-page production PDF) against
 * `pdftotext -layout` on the same file in the same run. Figures only — nothing fails here.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parseScript } from '../../packages/server/src/parsing/index';
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

export interface SpeedFigures {
  file: string;
  pages: number;
  /** Median wall time of an in-process parse (pdf.js already loaded). */
  parseMs: number;
  pdftotextMs?: number;
  ratio?: number;
  note?: string;
}

const hasPdftotext = () => spawnSync('pdftotext', ['-v']).error === undefined;

/** The bench may install poppler-utils for the comparison; parsing itself never uses it. */
function ensurePdftotext(): string | undefined {
  if (hasPdftotext()) return undefined;
  if (process.getuid?.() !== 0) return 'pdftotext not installed (poppler-utils) and not root';
  spawnSync('apt-get', ['install', '-y', '-q', 'poppler-utils'], { stdio: 'ignore' });
  return hasPdftotext() ? undefined : 'pdftotext unavailable: apt-get install poppler-utils failed';
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function measureBigFishSpeed(repoRoot: string, runs = 7): Promise<SpeedFigures> {
  const file = path.join(corpusDir(repoRoot), 'pdf', 'Big-Fish.aw-production.pdf');
  const bytes = readFileSync(file);
  const first = await parseScript(bytes); // warm-up: loads pdf.js once, as a running server has
  const note = ensurePdftotext();
  const ours: number[] = [];
  const theirs: number[] = [];
  // Interleaved so a busy shared machine slows both sides alike.
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    await parseScript(bytes);
    ours.push(performance.now() - t);
    if (note) continue;
    t = performance.now();
    execFileSync('pdftotext', ['-layout', file, path.join(tmpdir(), 'cms-bench-bigfish.txt')]);
    theirs.push(performance.now() - t);
  }
  const parseMs = median(ours);
  const pdftotextMs = theirs.length ? median(theirs) : undefined;
  return {
    file: path.basename(file),
    pages: first.pageCount,
    parseMs,
    pdftotextMs,
    ratio: pdftotextMs ? parseMs / pdftotextMs : undefined,
    note,
  };
}
