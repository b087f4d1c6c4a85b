/**
 * Parses every corpus case in-process and scores it: the shared core of `npm run test:corpus`
 * and the accuracy figures of `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';

import { parseScript, toScoredLines } from '../../packages/server/src/parsing/index';
import {
  type CorpusCase,
  type Score,
  declaredPdfPages,
  listCases,
  pool,
  scoreLines,
} from './corpus';

export interface CaseResult {
  case: CorpusCase;
  score?: Score;
  pageCount?: number;
  expectedPages?: number;
  error?: string;
  words: number;
}

const spokenWords = (truth: string): number =>
  (JSON.parse(readFileSync(truth, 'utf8')) as { actor: string; dialog: string }[])
    .filter((l) => l.actor !== 'narrator')
    .reduce((n, l) => n + (l.dialog.toLowerCase().match(/[a-z0-9']+/g) ?? []).length, 0);

export async function evaluate(corpus: string, filter: (c: CorpusCase) => boolean = () => true) {
  const cases = listCases(corpus).filter(filter);
  // Biggest first so the long score.py runs overlap with the rest.
  cases.sort((a, b) => spokenWords(b.truth) - spokenWords(a.truth));
  const jobs = Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
  return pool(cases, jobs, async (c): Promise<CaseResult> => {
    const words = spokenWords(c.truth);
    try {
      const result = await parseScript(readFileSync(c.file), c.file);
      const score = await scoreLines(corpus, c.truth, toScoredLines(result.lines));
      const expectedPages = c.format === 'pdf' ? declaredPdfPages(c.file) : undefined;
      // The gate checks that the reader counted the PDF's own pages; what is billed of them (no
      // title page) is the server's rule, tested there.
      return {
        case: c,
        score,
        pageCount: result.filePages ?? result.pageCount,
        expectedPages,
        words,
      };
    } catch (error) {
      return { case: c, error: (error as Error).message, words };
    }
  });
}

export interface FormatRow {
  format: string;
  files: number;
  attribution: number;
  werAll: number;
  worstAttribution: number;
  worstWer: number;
}

/** Word-weighted means per format, with the worst file of each. */
export function byFormat(results: CaseResult[]): FormatRow[] {
  const groups = new Map<string, CaseResult[]>();
  for (const r of results) groups.set(r.case.format, [...(groups.get(r.case.format) ?? []), r]);
  return [...groups].map(([format, rs]) => {
    const total = rs.reduce((n, r) => n + r.words, 0) || 1;
    const att = (r: CaseResult) => r.score?.dialogue_word_attribution_acc ?? 0;
    const wer = (r: CaseResult) => r.score?.wer_all ?? 1;
    return {
      format,
      files: rs.length,
      attribution: rs.reduce((n, r) => n + att(r) * r.words, 0) / total,
      werAll: rs.reduce((n, r) => n + wer(r) * r.words, 0) / total,
      worstAttribution: Math.min(...rs.map(att)),
      worstWer: Math.max(...rs.map(wer)),
    };
  });
}
