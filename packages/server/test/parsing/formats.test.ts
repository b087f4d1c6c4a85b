import { strToU8 } from 'fflate';

import { parseInChildProcess } from '../../src/parsing/child/run';
import { parseScript } from '../../src/parsing/index';
import {
  renderFdx,
  renderFountain,
  renderMonospaceDocx,
  renderPdf,
  renderStyledDocx,
  renderTxt,
} from './helpers/render';
import { EXPECTED } from './helpers/script';

jest.setTimeout(120_000);

// The whole script once per format: every anomaly of in one place, one expectation.
describe('every format gives the same lines', () => {
  const cases: [string, () => Uint8Array][] = [
    ['screenplay-indented TXT', () => strToU8(renderTxt())],
    ['TXT indented with tabs', () => strToU8(renderTxt(undefined, { tabs: true }))],
    ['monospace DOCX', () => renderMonospaceDocx()],
    ['styled DOCX (style names)', () => renderStyledDocx()],
    ['styled DOCX (indents only)', () => renderStyledDocx(undefined, { named: false })],
    ['Final Draft FDX', () => strToU8(renderFdx())],
    ['Fountain', () => strToU8(renderFountain())],
  ];
  it.each(cases)('%s', async (_name, render) => {
    const result = await parseScript(render(), 'script.bin');
    expect(result.lines).toEqual(EXPECTED);
  });

  it('PDF, through the child-process runner', async () => {
    const outcome = await parseInChildProcess(renderPdf(), {
      fileName: 'a.pdf',
      timeoutMs: 60_000,
    });
    expect(outcome).toMatchObject({ ok: true, result: { format: 'pdf', pageCount: 2 } });
    if (outcome.ok) expect(outcome.result.lines).toEqual(EXPECTED);
  });
});

describe('page count', () => {
  it('estimates non-PDF formats from a standard layout', async () => {
    const result = await parseScript(strToU8(renderFountain()));
    expect(result.pageCount).toBe(1);
    const long = renderFountain().replace(/\n\n/g, '\n\n').repeat(12);
    expect((await parseScript(strToU8(long))).pageCount).toBeGreaterThanOrEqual(6);
  });
});
