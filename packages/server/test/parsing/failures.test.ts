import { strToU8, zipSync } from 'fflate';

import { parseInChildProcess } from '../../src/parsing/child/run';
import { FAILURE_MESSAGES, ParseError, parseScript } from '../../src/parsing/index';
import { zipBomb } from './helpers/bomb';
import { renderPdf } from './helpers/render';

jest.setTimeout(120_000);

// The worker bundled for this jest run, as `npm start` runs it: from source each child would first
// compile the parser through tsx (seconds of CPU apiece). formats.test.ts keeps the source path.
const child = (bytes: Uint8Array, options = {}) =>
  parseInChildProcess(bytes, {
    timeoutMs: 60_000,
    workerPath: process.env.CMS_TEST_PARSE_WORKER,
    ...options,
  });

describe('files the parser refuses, with the message the user sees', () => {
  it('a password-protected PDF', async () => {
    expect(await child(renderPdf(undefined, { encrypt: true }))).toEqual({
      ok: false,
      code: 'encrypted',
      message: 'This file is password-protected',
    });
  });

  it('a scanned PDF with no text layer', async () => {
    expect(await child(renderPdf(undefined, { textless: true }))).toEqual({
      ok: false,
      code: 'no_text',
      message: 'This PDF has no text layer — it looks scanned',
    });
  });

  it('a damaged PDF', async () => {
    const outcome = await child(strToU8('%PDF-1.4\n1 0 obj << /Type /Catalog >> garbage'));
    expect(outcome).toMatchObject({ ok: false });
    expect(['unreadable', 'no_text']).toContain(!outcome.ok && outcome.code);
  });

  it.each([
    ['random bytes', Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)],
    ['a PNG', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0, 0])],
    ['a ZIP that is not a DOCX', zipSync({ 'a.txt': strToU8('hello') })],
    ['HTML', strToU8('<html><body>INT. HOUSE - DAY</body></html>')],
  ])('%s', async (_name, bytes) => {
    await expect(parseScript(bytes, 'script.pdf')).rejects.toEqual(
      new ParseError('unsupported', FAILURE_MESSAGES.unsupported),
    );
  });

  it('an empty file', async () => {
    await expect(parseScript(new Uint8Array(0))).rejects.toMatchObject({ code: 'empty' });
  });
});

describe('hostile files stay inside their limits', () => {
  // Check 36: refused from the declared sizes, before anything is inflated.
  it('a DOCX zip bomb is refused without inflating it', async () => {
    const bomb = zipBomb(200);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    await expect(parseScript(bomb, 'bomb.docx')).rejects.toMatchObject({ code: 'too_large' });
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
    expect(await child(bomb, { maxMemoryMb: 96 })).toMatchObject({ ok: false, code: 'too_large' });
  });

  // Check 37: a parse that never ends is killed at the limit.
  it('a parse that hangs fails with "processing timed out"', async () => {
    const started = Date.now();
    const outcome = await child(strToU8('x'), { timeoutMs: 1500, testHook: 'hang' });
    expect(outcome).toEqual({ ok: false, code: 'timeout', message: 'processing timed out' });
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('a parse that exhausts its heap fails without touching this process', async () => {
    const outcome = await child(strToU8('x'), { maxMemoryMb: 48, testHook: 'allocate' });
    expect(outcome).toMatchObject({ ok: false, code: 'out_of_memory' });
  });
});
