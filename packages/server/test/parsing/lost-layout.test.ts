import { strToU8 } from 'fflate';

import { parseScript } from '../../src/parsing/index';

// A pasted script: indented pages (action at 0, dialogue at 10, cues at 20), then the layout
// is lost and cues and speeches run flush left, as in scripts copied from web archives.
const cue = (name: string) => ' '.repeat(20) + name;
const say = (text: string) => ' '.repeat(10) + text;
const action = 'The harbour lies silent under a low grey sky, boats knocking together.';

// Each page says something else: text repeated on every page is taken for a running header.
const PLACES = ['LAMP ROOM', 'STAIRWELL', 'GALLERY'];
const indentedPage = (n: number) => [
  `INT. ${PLACES[n]} - NIGHT`,
  '',
  action,
  '',
  cue('MARA'),
  say(`The wick needs trimming, ${PLACES[n].toLowerCase()} first.`),
  '',
  action,
  '',
  cue('TOBIAS'),
  say(`Then trim it, and be quick about the ${PLACES[n].toLowerCase()}.`),
  '',
  action,
  '\f',
];

const flatPage = [
  'EXT. HARBOUR - DAWN',
  '',
  action,
  '',
  'MARGO',
  'Where were you last night?' + ' '.repeat(40) + '*',
  '',
  'TOBIAS (CONT’D)',
  'Out on the water, watching the light.',
  'It went dark at two.',
  '',
  action,
  '',
  '                                                    CONTINUED:',
  '                                                         4.',
  'CONTINUED:',
  '',
  'MARGO',
  '(quietly)',
  'Nobody saw you come back.' + ' '.repeat(38) + '*',
  '',
  'He shrugs.',
  '',
  'TOBIAS',
  'Nobody was looking.',
  '',
  action,
];

const parse = async (rows: string[]) => (await parseScript(strToU8(rows.join('\n')))).lines;

describe('a script whose layout is lost part-way through', () => {
  it('reads flush-left cues and speeches after indented pages', async () => {
    const lines = await parse([
      ...indentedPage(0),
      ...indentedPage(1),
      ...indentedPage(2),
      ...flatPage,
    ]);
    const speeches = lines.filter((l) => l.kind === 'dialogue');
    expect(speeches.slice(-4)).toEqual([
      { actor: 'MARGO', dialog: 'Where were you last night?', kind: 'dialogue' },
      {
        actor: 'TOBIAS',
        dialog: 'Out on the water, watching the light. It went dark at two.',
        kind: 'dialogue',
      },
      {
        actor: 'MARGO',
        dialog: 'Nobody saw you come back.',
        kind: 'dialogue',
        direction: '(quietly)',
      },
      { actor: 'TOBIAS', dialog: 'Nobody was looking.', kind: 'dialogue' },
    ]);
    expect(speeches.map((l) => l.actor).slice(0, 6)).toEqual(
      Array(3).fill(['MARA', 'TOBIAS']).flat(),
    );
    expect(lines.map((l) => l.dialog)).toContain('He shrugs.');
    expect(lines.some((l) => /CONTINUED|\*/.test(l.dialog))).toBe(false);
  });

  it('keeps reading the indented pages by their columns', async () => {
    const lines = await parse([...indentedPage(0), ...indentedPage(1), ...flatPage]);
    expect(lines.filter((l) => l.actor === 'TOBIAS')[1]).toEqual({
      actor: 'TOBIAS',
      dialog: 'Then trim it, and be quick about the stairwell.',
      kind: 'dialogue',
    });
  });
});
