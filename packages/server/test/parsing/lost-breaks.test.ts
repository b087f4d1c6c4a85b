import { strToU8 } from 'fflate';

import { parseScript } from '../../src/parsing/index';

// An indented opening where both characters speak, then text whose line breaks were lost.
const OPENING = [
  'INT. COUNTY JAIL - NIGHT',
  '',
  'A single bulb. Bars throw long shadows across the concrete floor of the block.',
  '',
  '                      MARSHAL OKAFOR',
  '          Open it up, and be quick.',
  '',
  '                      DEPUTY',
  "          Can't. Somebody took the key.",
  '',
  'The Marshal rattles the cell door. It does not give an inch, and he steps back.',
];

const speeches = async (lost: string[]) =>
  (await parseScript(strToU8([...OPENING, '', ...lost].join('\n')))).lines
    .slice(5)
    .map((l) => [l.actor, l.dialog]);

describe('cues of known speakers where the line breaks were lost', () => {
  it('reads a flush-left cue with its speech directly under it', async () => {
    expect(await speeches(['MARSHAL OKAFOR', 'Then find it before the sun', 'comes up.'])).toEqual([
      ['MARSHAL OKAFOR', 'Then find it before the sun comes up.'],
    ]);
  });

  it('reads a cue and its speech on one line', async () => {
    expect(await speeches(["MARSHAL OKAFOR Where's the key?"])).toEqual([
      ['MARSHAL OKAFOR', "Where's the key?"],
    ]);
  });

  it('reads a speech that runs into the next cue', async () => {
    expect(
      await speeches(['DEPUTY', 'Not tonight. MARSHAL OKAFOR', 'Then tomorrow, first thing.']),
    ).toEqual([
      ['DEPUTY', 'Not tonight.'],
      ['MARSHAL OKAFOR', 'Then tomorrow, first thing.'],
    ]);
  });

  it('reads both shapes on one line', async () => {
    expect(await speeches(["MARSHAL OKAFOR Where's the key? DEPUTY", 'Not tonight.'])).toEqual([
      ['MARSHAL OKAFOR', "Where's the key?"],
      ['DEPUTY', 'Not tonight.'],
    ]);
  });

  it("keeps a character's first appearance in action as action", async () => {
    const first = 'DEPUTY ANNA RUIZ (40s), boots caked in mud, walks in and drops the keys.';
    expect(await speeches([first])).toEqual([['narrator', first]]);
  });

  it('keeps action about a known character that does not read as speech', async () => {
    const lines = ['MARSHAL OKAFOR walks to the window and stares out at the rain.'];
    expect(await speeches(lines)).toEqual([['narrator', lines[0]]]);
  });

  it('takes no name for a cue before the character has spoken', async () => {
    const lines = ['SHERIFF BOONE Opens the door.', '', 'SHERIFF BOONE', 'I have the key.'];
    expect((await speeches(lines))[0]).toEqual(['narrator', 'SHERIFF BOONE Opens the door.']);
  });
});
