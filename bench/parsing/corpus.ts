/**
 * The screenplay corpus beside the project (../shared/corpus, never copied in): which files it
 * holds, their ground truth, and scoring a prediction with the corpus's own score.py.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface CorpusCase {
  /** Script name (Big-Fish) or excerpt name (memento). */
  name: string;
  /** pdf, txt, docx-styled, docx-monospace, docx-pdfimport, fdx, fountain, movieparse, micro. */
  format: string;
  variant: string;
  file: string;
  truth: string;
}

export interface Score {
  dialogue_word_attribution_acc: number;
  wer_all: number;
  line_f1: number;
  [metric: string]: number;
}

export const corpusDir = (repoRoot: string) => path.resolve(repoRoot, '../shared/corpus');

const files = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

export function listCases(corpus: string): CorpusCase[] {
  const cases: CorpusCase[] = [];
  const add = (name: string, format: string, variant: string, file: string, truth: string) =>
    cases.push({ name, format, variant, file, truth });
  for (const f of files(path.join(corpus, 'pdf'))) {
    const [name, variant] = f.replace(/\.pdf$/, '').split('.');
    add(name, 'pdf', variant, path.join(corpus, 'pdf', f), path.join(corpus, 'gt', `${name}.json`));
  }
  for (const f of files(path.join(corpus, 'txt'))) {
    const [name, variant] = f.replace(/\.txt$/, '').split('.');
    add(name, 'txt', variant, path.join(corpus, 'txt', f), path.join(corpus, 'gt', `${name}.json`));
  }
  for (const f of files(path.join(corpus, 'docx'))) {
    const [name, variant] = f.replace(/\.docx$/, '').split('.');
    add(
      name,
      `docx-${variant}`,
      variant,
      path.join(corpus, 'docx', f),
      path.join(corpus, 'gt', `${name}.json`),
    );
  }
  for (const ext of ['fdx', 'fountain']) {
    for (const f of files(path.join(corpus, ext))) {
      const name = f.replace(`.${ext}`, '');
      add(name, ext, ext, path.join(corpus, ext, f), path.join(corpus, 'gt', `${name}.json`));
    }
  }
  for (const f of files(path.join(corpus, 'movieparse')).filter((n) => n.endsWith('.txt'))) {
    const name = f.replace(/\.txt$/, '');
    const dir = path.join(corpus, 'movieparse');
    add(name, 'movieparse', 'txt', path.join(dir, f), path.join(dir, `${name}.json`));
  }
  for (const f of files(path.join(corpus, 'micro')).filter((n) => !n.endsWith('.json'))) {
    const name = f.split('.')[0];
    const dir = path.join(corpus, 'micro');
    add(name, 'micro', f.slice(name.length + 1), path.join(dir, f), path.join(dir, `${name}.json`));
  }
  return cases;
}

/** Pages as the PDF itself declares them (page objects), independent of pdf.js. */
export const declaredPdfPages = (file: string): number =>
  (
    readFileSync(file)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []
  ).length;

let scratch: string | undefined;

export async function scoreLines(corpus: string, truth: string, lines: unknown[]): Promise<Score> {
  scratch ??= mkdtempSync(path.join(tmpdir(), 'cms-score-'));
  const predicted = path.join(
    scratch,
    `${path.basename(truth)}-${Math.random().toString(36).slice(2)}.json`,
  );
  writeFileSync(predicted, JSON.stringify(lines));
  const { stdout } = await run('python3', [path.join(corpus, 'score.py'), truth, predicted], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout) as Score;
}

/** Runs `task` over `items` with at most `limit` in flight (score.py is CPU-bound). */
export async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
