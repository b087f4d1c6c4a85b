import { strToU8 } from 'fflate';

import { parseScript, toScoredLines } from '../../src/parsing/index';

// Screenplay-indented text (action at 0, dialogue at 10, parentheticals at 15, cues at 20).
const cue = (name: string) => ' '.repeat(20) + name;
const say = (text: string) => ' '.repeat(10) + text;
const paren = (text: string) => ' '.repeat(15) + text;
const action = 'The harbour lies silent under a low grey sky, boats knocking together.';
const parse = async (...rows: string[]) => (await parseScript(strToU8(rows.join('\n')))).lines;
const speeches = async (...rows: string[]) =>
  (await parse(...rows)).filter((l) => l.kind === 'dialogue');

describe('cues as scripts write them', () => {
  it('reads a long descriptive cue at the cue column', async () => {
    expect(
      await speeches(
        action,
        '',
        cue('VOICE OF WOMAN FROM ANOTHER GROUP'),
        say('Over here, all of you!'),
        '',
        action,
        '',
        cue('VOIX OFF MULTIPLES DE BRUITAGE BUCCAL'),
        say('Pschhh... pschhh...'),
        '',
        action,
      ),
    ).toEqual([
      {
        actor: 'VOICE OF WOMAN FROM ANOTHER GROUP',
        dialog: 'Over here, all of you!',
        kind: 'dialogue',
      },
      {
        actor: 'VOIX OFF MULTIPLES DE BRUITAGE BUCCAL',
        dialog: 'Pschhh... pschhh...',
        kind: 'dialogue',
      },
    ]);
  });

  it('reads an extension in lower case as free text', async () => {
    expect(
      await speeches(
        action,
        '',
        cue('PROJECTIONNISTE 1 (Mr Jacques, from the booth upstairs)'),
        say('The reel snapped again.'),
        '',
        action,
      ),
    ).toEqual([
      { actor: 'PROJECTIONNISTE 1', dialog: 'The reel snapped again.', kind: 'dialogue' },
    ]);
  });

  it('keeps a name as the page spells it, dots included', async () => {
    const lines = await speeches(
      action,
      '',
      cue('J.D.'),
      say('It was me.'),
      '',
      action,
      '',
      cue("J.D. (CONT'D)"),
      say('Again.'),
      '',
      action,
      '',
      cue('JD'),
      say('Someone else.'),
      '',
      action,
    );
    expect(lines.map((l) => l.actor)).toEqual(['J.D.', 'J.D.', 'JD']);
  });
});

describe('parentheticals where the writer put them', () => {
  it('keeps a direction after the speech after it, and one before it before', async () => {
    const lines = await speeches(
      action,
      '',
      cue('BENJAMIN'),
      paren('(lights a match)'),
      say('Burn, you rat!'),
      paren('(throws the match into the oil)'),
      '',
      action,
    );
    expect(lines).toEqual([
      {
        actor: 'BENJAMIN',
        dialog: 'Burn, you rat!',
        kind: 'dialogue',
        direction: '(lights a match)',
        directionAfter: '(throws the match into the oil)',
      },
    ]);
    expect(toScoredLines(lines).map((l) => l.dialog)).toEqual([
      '(lights a match)',
      'Burn, you rat!',
      '(throws the match into the oil)',
    ]);
  });
});
