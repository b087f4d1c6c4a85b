import { strToU8 } from 'fflate';

import { ParseError, parseScript } from '../../src/parsing/index';
import { MAX_ROWS, TOO_MANY_ROWS } from '../../src/parsing/limits';

// A pathological upload: far more short lines than any screenplay has.
const lines = (count: number) =>
  strToU8(Array.from({ length: count }, (_, i) => (i % 2 ? 'MARA' : 'Go.')).join('\n'));

describe('what a parse may allocate', () => {
  it('refuses text with more rows than any screenplay, with a clear message', async () => {
    const parse = parseScript(lines(MAX_ROWS + 1));
    await expect(parse).rejects.toBeInstanceOf(ParseError);
    await expect(parse).rejects.toMatchObject({ code: 'too_large', message: TOO_MANY_ROWS });
  });

  it('parses text just under the cap', async () => {
    const { lines: parsed } = await parseScript(lines(MAX_ROWS));
    expect(parsed.length).toBeGreaterThan(0);
  });
});
