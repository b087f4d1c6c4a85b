import { parseInChildProcess } from '../../src/parsing/child/run';
import type { PrintedRow } from './helpers/script';
import { renderPdf } from './helpers/render';

jest.setTimeout(60_000);

const A = 15;
const D = 25;
const C = 37;

const opening: PrintedRow[] = [
  [A, 'INT. FERRY DECK - NIGHT'],
  [],
  [A, 'Rain. Two coats at the rail, collars up.'],
  [],
];
const closing: PrintedRow[] = [[], [A, 'The horn drowns out the rest.']];

// pdf.js is ESM-only: PDFs are parsed in the parse worker, as the server does.
async function lines(pdf: Uint8Array) {
  const outcome = await parseInChildProcess(pdf, {
    timeoutMs: 30_000,
    workerPath: process.env.CMS_TEST_PARSE_WORKER,
  });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result.lines.map((l) => [l.actor, l.dialog]);
}

describe('text printed twice where one page ends and the next begins', () => {
  it('an exchange repeated at the head of the next page is read once, each line to its speaker', async () => {
    const exchange: PrintedRow[] = [
      [C, 'TOMASZ'],
      [D, 'We should never have come back.'],
      [],
      [C, 'ILSE'],
      [D, 'We should never have come back.'],
    ];
    const pdf = renderPdf([
      [...opening, ...exchange],
      [...exchange.slice(3), ...closing],
    ]);
    expect(await lines(pdf)).toEqual([
      ['narrator', 'INT. FERRY DECK - NIGHT'],
      ['narrator', 'Rain. Two coats at the rail, collars up.'],
      ['TOMASZ', 'We should never have come back.'],
      ['ILSE', 'We should never have come back.'],
      ['narrator', 'The horn drowns out the rest.'],
    ]);
  });

  it('one line said by two characters either side of the break is said twice', async () => {
    const pdf = renderPdf([
      [...opening, [C, 'TOMASZ'], [D, 'Again.']],
      [[C, 'ILSE'], [D, 'Again.'], ...closing],
    ]);
    expect(await lines(pdf)).toEqual([
      ['narrator', 'INT. FERRY DECK - NIGHT'],
      ['narrator', 'Rain. Two coats at the rail, collars up.'],
      ['TOMASZ', 'Again.'],
      ['ILSE', 'Again.'],
      ['narrator', 'The horn drowns out the rest.'],
    ]);
  });

  it('text drawn twice over itself (bold by overprinting) is read once', async () => {
    const pdf = renderPdf([[...opening, [C, 'TOMASZ'], [D, 'Hold the rail.'], ...closing]], {
      overprint: true,
    });
    expect(await lines(pdf)).toEqual([
      ['narrator', 'INT. FERRY DECK - NIGHT'],
      ['narrator', 'Rain. Two coats at the rail, collars up.'],
      ['TOMASZ', 'Hold the rail.'],
      ['narrator', 'The horn drowns out the rest.'],
    ]);
  });
});
