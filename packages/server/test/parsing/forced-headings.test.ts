import { strToU8 } from 'fflate';

import { parseScript } from '../../src/parsing/index';
import { renderPdf } from './helpers/render';
import type { PrintedRow } from './helpers/script';

// Scene headings without INT./EXT.: a place in capitals at the action margin, alone between blank
// lines, ending in a time of day; a Fountain dot left in the text; or a bold line in a PDF.
// Paragraphs of two lines, as printed: a PDF's blank lines are measured against single spacing.
const ACTION = [
  ['A woman packs a bag in silence and carries it out', 'through the back door into the yard.'],
  ['Water laps at a rusted crane. Headlights sweep the', 'far bank and then go dark again.'],
  ['Pigeons scatter as a truck passes overhead, shaking', 'dust down onto the parked car.'],
];
const script = (heading: string) => [
  'INT. FARMHOUSE KITCHEN - DAY',
  '',
  ...ACTION[0],
  '',
  heading,
  '',
  ...ACTION[1],
  '',
  '                      MARA',
  '          Nobody comes down here at night,',
  '          not even the foreman.',
  '',
  ...ACTION[2],
];

const kinds = async (bytes: Uint8Array) =>
  (await parseScript(bytes)).lines.map((l) => [l.kind, l.dialog]);

const pdf = (lines: string[], bold: (text: string) => boolean) =>
  renderPdf(
    [
      lines.map((line): PrintedRow => {
        const at = line.search(/\S/);
        return at < 0 ? [] : [at, line.trim()];
      }),
    ],
    { bold: (row) => bold(row[1] as string) },
  );

describe('forced scene headings', () => {
  it('reads a place ending in a time of day as a heading in text', async () => {
    expect(await kinds(strToU8(script('THE FLOODED QUARRY - NIGHT').join('\n')))).toContainEqual([
      'scene_heading',
      'THE FLOODED QUARRY - NIGHT',
    ]);
  });

  it('reads a Fountain heading whose dot survived, without the dot', async () => {
    // Pasted Fountain: the dot stays but the file is read as plain indented text.
    const lines = await kinds(strToU8(['\f', ...script('.UNDER THE OLD BRIDGE')].join('\n')));
    expect(lines).toContainEqual(['scene_heading', 'UNDER THE OLD BRIDGE']);
  });

  it('keeps a capitalised line without a time of day as action in text', async () => {
    expect(await kinds(strToU8(script('UNDER THE OLD BRIDGE').join('\n')))).toContainEqual([
      'action',
      'UNDER THE OLD BRIDGE',
    ]);
  });

  it('reads a bold place as a heading in a PDF, and the same line in roman as action', async () => {
    const lines = script('UNDER THE OLD BRIDGE');
    const bold = await kinds(pdf(lines, (t) => t === 'UNDER THE OLD BRIDGE'));
    expect(bold).toContainEqual(['scene_heading', 'UNDER THE OLD BRIDGE']);
    expect(await kinds(pdf(lines, () => false))).toContainEqual(['action', 'UNDER THE OLD BRIDGE']);
  });

  it('reads a place ending in a time of day as a heading in a PDF without bold', async () => {
    const lines = await kinds(pdf(script('THE FLOODED QUARRY - NIGHT'), () => false));
    expect(lines).toContainEqual(['scene_heading', 'THE FLOODED QUARRY - NIGHT']);
  });

  it('reads a Fountain heading printed into a PDF, in roman, without its dot', async () => {
    // A Fountain file printed as is: the dot is on the page and no bold marks the line.
    const lines = await kinds(pdf(script('.UNDER THE OLD BRIDGE'), () => false));
    expect(lines).toContainEqual(['scene_heading', 'UNDER THE OLD BRIDGE']);
  });

  it('takes no heading from bold where the whole page is bold', async () => {
    const lines = await kinds(pdf(script('UNDER THE OLD BRIDGE'), () => true));
    expect(lines).toContainEqual(['action', 'UNDER THE OLD BRIDGE']);
  });
});
