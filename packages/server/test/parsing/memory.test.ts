import { strToU8 } from 'fflate';

import { parseInChildProcess } from '../../src/parsing/child/run';

jest.setTimeout(120_000);

/**
 * A parse's memory stays near the size of its text. These files are the 10 MB upload
 * limit's worth of long lines; each must parse inside a heap a third of the child's real cap
 * (192 MB). Before, the rows of such a file held ~15 bytes of heap per byte of text and ran a
 * 512 MB child out of memory, or brought its resident memory near 460 MB.
 */
const HEAP_MB = 64;
const TEN_MB = 10 * 1024 * 1024;

const WORDS = 'the lamp turns slow and patient sweeping the sea while the keeper waits'.split(' ');
const prose = (words: number, seed: number) =>
  Array.from({ length: words }, (_, i) => WORDS[(i * 7 + seed) % WORDS.length]).join(' ');

const fill = (block: (i: number) => string) => {
  const parts: string[] = [];
  for (let size = 0, i = 0; size < TEN_MB - 20_000; i++) {
    const part = block(i);
    parts.push(part);
    size += part.length;
  }
  return strToU8(parts.join(''));
};

const child = (bytes: Uint8Array) =>
  parseInChildProcess(bytes, {
    timeoutMs: 90_000,
    maxMemoryMb: HEAP_MB,
    workerPath: process.env.CMS_TEST_PARSE_WORKER,
  });

describe(`a 10 MB script of long lines parses in a ${HEAP_MB} MB heap`, () => {
  it('indented speeches of 2,400 characters a line, each a row', async () => {
    const bytes = fill(
      (i) => `${' '.repeat(37)}KEEPER ${i % 5}\n${' '.repeat(25)}${prose(400, i)}\n\n`,
    );
    const outcome = await child(bytes);
    expect(outcome).toMatchObject({ ok: true });
    if (outcome.ok) expect(outcome.result.lines[0]).toMatchObject({ actor: 'KEEPER 0' });
  });

  it('one paragraph of 10 MB (one line)', async () => {
    const outcome = await child(fill((i) => prose(1000, i) + ' '));
    expect(outcome).toMatchObject({ ok: true });
    if (outcome.ok) expect(outcome.result.pageCount).toBeGreaterThan(1000);
  });

  it('tab-indented lines', async () => {
    const outcome = await child(fill((i) => `\t\t${prose(300, i)}\n\n`));
    expect(outcome).toMatchObject({ ok: true });
  });
});
