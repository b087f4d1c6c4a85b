import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { strToU8 } from 'fflate';

import { parseScript, toScoredLines } from '../../src/parsing/index';
import { LAST_TRAIN_TRUTH, lastTrainPages } from './helpers/last-train';
import { renderPdf } from './helpers/render';
import type { PrintedRow } from './helpers/script';

// End to end: a ten-page script whose layout is lost from page 4 on, a revision header on every
// page, scored by the corpus's own scorer (read from beside the repository, never copied in).
const SCORER = path.resolve(__dirname, '../../../../../shared/corpus/score.py');

jest.setTimeout(60_000);

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'last-train-'));
  writeFileSync(path.join(scratch, 'truth.json'), JSON.stringify(LAST_TRAIN_TRUTH));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function score(bytes: Uint8Array) {
  const result = await parseScript(bytes);
  const predicted = path.join(scratch, 'predicted.json');
  writeFileSync(predicted, JSON.stringify(toScoredLines(result.lines)));
  const out = execFileSync('python3', [SCORER, path.join(scratch, 'truth.json'), predicted]);
  return { result, metrics: JSON.parse(out.toString()) as Record<string, number> };
}

/** A text line as printed: tabs at 8 columns, runs apart by three spaces or more. */
const printed = (line: string): PrintedRow => {
  let expanded = '';
  for (const ch of line) expanded += ch === '\t' ? ' '.repeat(8 - (expanded.length % 8)) : ch;
  const row: PrintedRow = [];
  for (const m of expanded.matchAll(/\S+(?: {1,2}\S+)*/g)) row.push(m.index, m[0]);
  return row;
};

describe('Last Train, a script that loses its layout on page 4', () => {
  it('has the corpus scorer beside the repository', () => {
    expect(existsSync(SCORER)).toBe(true);
  });

  it('scores at least 0.95 dialogue-word attribution as text', async () => {
    const text = lastTrainPages()
      .map((lines) => lines.join('\n'))
      .join('\n\f');
    const { result, metrics } = await score(strToU8(text));
    expect(metrics.dialogue_word_attribution_acc).toBeGreaterThanOrEqual(0.95);
    expect(result.lines.some((l) => /Rev\.|^\d+\.$/.test(l.dialog))).toBe(false);
  });

  it('scores at least 0.95 dialogue-word attribution as a PDF', async () => {
    const pages = lastTrainPages().map((lines) => lines.map(printed));
    const headings = new Set(
      LAST_TRAIN_TRUTH.filter((l) => l.type === 'scene_heading').map((l) => l.dialog),
    );
    const pdf = renderPdf(pages, { bold: (row) => headings.has(row[1] as string) });
    const { result, metrics } = await score(pdf);
    expect(result.pageCount).toBe(10);
    expect(metrics.dialogue_word_attribution_acc).toBeGreaterThanOrEqual(0.95);
    expect(result.lines.some((l) => /Rev\.|^\d+\.$/.test(l.dialog))).toBe(false);
  });
});
