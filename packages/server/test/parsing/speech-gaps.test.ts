import { strToU8 } from 'fflate';

import { parseScript } from '../../src/parsing/index';

// Text as some PDF-to-text converters leave it: action and speech share the left margin, cues sit
// at column 15, and a blank line lands before every parenthetical and every line that starts in
// capitals. Each text is written for this test.
const parse = async (...rows: string[]) => (await parseScript(strToU8(rows.join('\n')))).lines;
// Enough action around each case for the margins to be measured, as in any real script.
const scene = (...rows: string[]) => parse(action, '', action, '', ...rows, '', action, '', action);
const cue = (text: string) => ' '.repeat(15) + text;
const action = 'The harbour lies silent under a low grey sky, boats knocking together.';
const speeches = (lines: { actor: string }[]) => lines.filter((l) => l.actor !== 'narrator');

describe('speeches broken by stray blank lines', () => {
  it('starts the speech with a parenthetical set off from its cue', async () => {
    const lines = await scene(cue('MARA'), '', cue('(QUIETLY)'), 'The tide is turning.');
    expect(speeches(lines)).toEqual([
      { actor: 'MARA', dialog: 'The tide is turning.', kind: 'dialogue', direction: '(QUIETLY)' },
    ]);
  });

  it('reads a lone shouted line under a cue as its speech', async () => {
    const lines = await scene(cue('TOBIAS'), '', cue('LOOK OUT--'), '', cue('MARA'), 'What is it?');
    expect(speeches(lines)).toEqual([
      { actor: 'TOBIAS', dialog: 'LOOK OUT--', kind: 'dialogue' },
      { actor: 'MARA', dialog: 'What is it?', kind: 'dialogue' },
    ]);
  });

  it('goes on with a sentence broken off before the blank line', async () => {
    const lines = await scene(
      cue('MARA'),
      'If you would only',
      '',
      cue('LISTEN!'),
      '',
      cue('TOBIAS'),
      'I am listening.',
    );
    expect(speeches(lines)).toEqual([
      { actor: 'MARA', dialog: 'If you would only LISTEN!', kind: 'dialogue' },
      { actor: 'TOBIAS', dialog: 'I am listening.', kind: 'dialogue' },
    ]);
  });

  it('keeps a parenthetical inside the speech when more speech follows it', async () => {
    const lines = await scene(cue('MARA'), 'The lamp is lit.', '', cue('(BEAT)'), 'Now we wait.');
    expect(speeches(lines)).toEqual([
      { actor: 'MARA', dialog: 'The lamp is lit.', kind: 'dialogue' },
      { actor: 'MARA', dialog: 'Now we wait.', kind: 'dialogue', direction: '(BEAT)' },
    ]);
  });

  it('reads a parenthetical and a shout after it as the same speech', async () => {
    const lines = await scene(
      cue('TOBIAS'),
      'Hold the rope steady --',
      '',
      '(CRASH!)',
      '',
      cue('OH NO--'),
    );
    expect(speeches(lines)).toEqual([
      { actor: 'TOBIAS', dialog: 'Hold the rope steady --', kind: 'dialogue' },
      { actor: 'TOBIAS', dialog: 'OH NO--', kind: 'dialogue', direction: '(CRASH!)' },
    ]);
  });

  it('goes on with an open parenthetical until its closing bracket', async () => {
    const lines = await scene(
      cue('MARA'),
      '(trying to be rid of',
      '',
      cue('HIM)'),
      'Goodnight, then.',
    );
    expect(speeches(lines)).toEqual([
      {
        actor: 'MARA',
        dialog: 'Goodnight, then.',
        kind: 'dialogue',
        direction: '(trying to be rid of HIM)',
      },
    ]);
  });

  it('does not glue a new cue to a line broken off with a dash across a page number', async () => {
    const lines = await scene(
      'A keeper, annoyed, runs up--',
      '',
      '          30.',
      '',
      cue('KEEPER'),
      'You are late!',
    );
    expect(speeches(lines)).toEqual([
      { actor: 'KEEPER', dialog: 'You are late!', kind: 'dialogue' },
    ]);
  });
});

describe('parentheticals sharing a row with speech', () => {
  it('splits "(Firmly) No." into direction and words', async () => {
    const lines = await parse(
      'MARA',
      '(Firmly) No. The lamp stays lit',
      'all night.',
      '',
      'She turns away.',
    );
    expect(lines[0]).toEqual({
      actor: 'MARA',
      dialog: 'No. The lamp stays lit all night.',
      kind: 'dialogue',
      direction: '(Firmly)',
    });
  });

  it('starts a new line of the same speaker at a parenthetical opening a row', async () => {
    const lines = await scene(
      ' '.repeat(20) + 'TOBIAS',
      ' '.repeat(10) + 'Thank you, Mara.',
      ' '.repeat(10) + '(to the boy) Off you go, now.',
      ' '.repeat(10) + 'Quickly.',
    );
    expect(speeches(lines)).toEqual([
      { actor: 'TOBIAS', dialog: 'Thank you, Mara.', kind: 'dialogue' },
      {
        actor: 'TOBIAS',
        dialog: 'Off you go, now. Quickly.',
        kind: 'dialogue',
        direction: '(to the boy)',
      },
    ]);
  });

  it('keeps a parenthetical that closes a speech after its last line', async () => {
    const lines = await scene(
      ' '.repeat(20) + 'MARA',
      ' '.repeat(10) + 'Go.',
      ' '.repeat(15) + '(she turns away)',
      '',
      ' '.repeat(20) + 'TOBIAS',
      ' '.repeat(10) + 'Fine.',
    );
    expect(speeches(lines)).toEqual([
      { actor: 'MARA', dialog: 'Go.', kind: 'dialogue', directionAfter: '(she turns away)' },
      { actor: 'TOBIAS', dialog: 'Fine.', kind: 'dialogue' },
    ]);
  });

  it('reads a parenthetical naming its own speaker as direction, not action', async () => {
    const lines = await scene(
      ' '.repeat(20) + 'MARA',
      ' '.repeat(10) + 'You may be a little early.',
      ' '.repeat(15) + '(Mara knocks on the',
      ' '.repeat(16) + 'cabin door)',
      ' '.repeat(10) + 'Open up!',
    );
    expect(speeches(lines)).toEqual([
      { actor: 'MARA', dialog: 'You may be a little early.', kind: 'dialogue' },
      {
        actor: 'MARA',
        dialog: 'Open up!',
        kind: 'dialogue',
        direction: '(Mara knocks on the cabin door)',
      },
    ]);
  });
});

it('goes on with a sentence cut by a page break, wherever the next page starts it', async () => {
  const lines = await scene(
    ' '.repeat(20) + 'MARA',
    ' '.repeat(10) + 'You mean like you? It is a matter',
    '',
    ' '.repeat(50) + '64.',
    '',
    'of patience.',
    ' '.repeat(20) + 'TOBIAS',
    ' '.repeat(10) + 'I have none.',
  );
  expect(speeches(lines)).toEqual([
    { actor: 'MARA', dialog: 'You mean like you? It is a matter of patience.', kind: 'dialogue' },
    { actor: 'TOBIAS', dialog: 'I have none.', kind: 'dialogue' },
  ]);
});
