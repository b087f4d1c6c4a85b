import type { ParseOutcome } from '../../parsing/child/protocol';
import { parseStored, type StoredParseDeps } from './stored-parse';

const doc = { id: 'doc-1', userId: 'user-1', storageKey: 'scripts/a', fileName: 'a.pdf' };
const read = { format: 'pdf' as const, pageCount: 1, lines: [] };

/** parseStored over a parse that answers `outcome`, with every log line kept. */
async function logsOf(outcome: ParseOutcome) {
  const lines: { obj: object | string; msg?: string }[] = [];
  const keep = (obj: object | string, msg?: string) => void lines.push({ obj, msg });
  const deps: StoredParseDeps = {
    storage: { read: async () => Buffer.from('%PDF-') },
    parse: async () => outcome,
    logger: { debug: keep, info: keep, warn: keep, error: keep },
    pool: { run: (_owner, _key, task) => task(), drop: () => false },
  };
  expect(await parseStored(deps, doc)).toBe(outcome);
  return lines;
}

describe('what a parse leaves in the log', () => {
  it('a PDF read by pdf.js names the reason the fast reader gave', async () => {
    const lines = await logsOf({
      ok: true,
      result: { ...read, pdfFallback: 'no widths for Helvetica' },
    });
    expect(lines).toEqual([
      {
        obj: { documentId: 'doc-1', reason: 'no widths for Helvetica' },
        msg: 'PDF read by pdf.js',
      },
    ]);
  });

  it('a PDF the fast reader read leaves nothing', async () => {
    expect(await logsOf({ ok: true, result: read })).toEqual([]);
  });

  it('a failure leaves its code only', async () => {
    const lines = await logsOf({ ok: false, code: 'no_text', message: 'whatever' });
    expect(lines).toEqual([
      { obj: { documentId: 'doc-1', code: 'no_text' }, msg: 'script could not be parsed' },
    ]);
  });
});
