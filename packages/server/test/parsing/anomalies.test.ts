import { strToU8 } from 'fflate';

import { parseScript } from '../../src/parsing/index';
import { renderStyledDocx } from './helpers/render';

// Short screenplay-indented texts, one anomaly each (action at column 0, dialogue 10, cue 20).
const txt = (...rows: string[]) => strToU8(rows.join('\n'));
const parse = async (...rows: string[]) => (await parseScript(txt(...rows))).lines;
const cue = (name: string) => ' '.repeat(20) + name;
const say = (text: string) => ' '.repeat(10) + text;
const paren = (text: string) => ' '.repeat(15) + text;
const action = 'The harbour lies silent under a low grey sky, boats knocking together.';

describe('anomalies in screenplay-indented text', () => {
  it('re-joins a speech split across pages by (MORE) and (CONT’D)', async () => {
    const lines = await parse(
      action,
      '',
      cue('MARA'),
      say('The wick needs'),
      cue('(MORE)'),
      '\f',
      say('1.'),
      '',
      cue("MARA (CONT'D)"),
      say('trimming.'),
      '',
      action,
      '',
      action,
    );
    expect(lines.filter((l) => l.actor === 'MARA')).toEqual([
      { actor: 'MARA', dialog: 'The wick needs trimming.', kind: 'dialogue' },
    ]);
  });

  it('keeps two speeches apart when an action line separates them', async () => {
    const lines = await parse(
      action,
      '',
      cue('MARA'),
      say('One.'),
      '',
      action,
      '',
      cue("MARA (CONT'D)"),
      say('Two.'),
      '',
      action,
    );
    expect(lines.filter((l) => l.actor === 'MARA').map((l) => l.dialog)).toEqual(['One.', 'Two.']);
  });

  it('reads side-by-side dual dialogue as left then right', async () => {
    const lines = await parse(
      action,
      '',
      action,
      '',
      '           TOBIAS                         MARA',
      '     You first.                     No, you.',
      '     Please.',
      '',
      action,
    );
    expect(lines.filter((l) => l.kind === 'dialogue')).toEqual([
      { actor: 'TOBIAS', dialog: 'You first. Please.', kind: 'dialogue' },
      { actor: 'MARA', dialog: 'No, you.', kind: 'dialogue' },
    ]);
  });

  it('drops scene numbers on both sides and revision asterisks', async () => {
    const lines = await parse(
      '12A   INT. LAMP ROOM - NIGHT' + ' '.repeat(30) + '12A',
      '',
      action + '      *',
      '',
      cue('MARA'),
      say('Hello.') + '                    *',
      '',
      action,
    );
    expect(lines.slice(0, 2)).toEqual([
      { actor: 'narrator', dialog: 'INT. LAMP ROOM - NIGHT', kind: 'scene_heading' },
      { actor: 'narrator', dialog: action, kind: 'action' },
    ]);
    expect(lines[2]).toEqual({ actor: 'MARA', dialog: 'Hello.', kind: 'dialogue' });
  });

  it('drops a title page', async () => {
    const title = [
      '',
      '',
      '                         THE KEEPER',
      '',
      '                         Written by',
      '                         Ada Pembrook',
    ];
    const lines = await parse(
      ...title,
      '\f' + 'INT. HOUSE - DAY',
      '',
      action,
      '',
      action,
      '',
      action,
    );
    expect(lines[0]).toEqual({
      actor: 'narrator',
      dialog: 'INT. HOUSE - DAY',
      kind: 'scene_heading',
    });
  });

  it('keeps a character named NARRATOR apart from the narrator', async () => {
    const lines = await parse(
      action,
      '',
      cue('NARRATOR (V.O.)'),
      say('Once, there was a lamp.'),
      '',
      action,
      '',
      action,
    );
    expect(lines.map((l) => l.actor)).toEqual(['narrator', 'NARRATOR', 'narrator', 'narrator']);
  });

  it('reads shouted all-caps dialogue as speech, not as a cue', async () => {
    const lines = await parse(
      action,
      '',
      cue('TOBIAS'),
      say('THE LAMP IS OUT!'),
      say('GET UP HERE!'),
      '',
      action,
      '',
      action,
    );
    expect(lines[1]).toEqual({
      actor: 'TOBIAS',
      dialog: 'THE LAMP IS OUT! GET UP HERE!',
      kind: 'dialogue',
    });
  });

  it('keeps parentheticals as the direction of the words that follow', async () => {
    const lines = await parse(
      action,
      '',
      cue('MARA'),
      paren('(quietly)'),
      say('Go.'),
      paren('(beat)'),
      say('Now.'),
      '',
      action,
      '',
      action,
    );
    expect(lines.slice(1, 3)).toEqual([
      { actor: 'MARA', dialog: 'Go.', kind: 'dialogue', direction: '(quietly)' },
      { actor: 'MARA', dialog: 'Now.', kind: 'dialogue', direction: '(beat)' },
    ]);
  });

  it('marks right-aligned transitions', async () => {
    const lines = await parse(
      action,
      '',
      ' '.repeat(50) + 'DISSOLVE TO:',
      '',
      'EXT. SEA - DAY',
      '',
      action,
      '',
      action,
    );
    expect(lines[1]).toEqual({ actor: 'narrator', dialog: 'DISSOLVE TO:', kind: 'transition' });
  });

  it('expands tabs before measuring indents', async () => {
    const lines = await parse(
      action,
      '',
      '\t\t\tMARA',
      '\t\tThe tide.',
      '',
      action,
      '',
      action,
      '',
      '\t\t\tTOBIAS',
      '\t\tIs turning.',
      '',
      action,
    );
    expect(lines.filter((l) => l.kind === 'dialogue').map((l) => l.actor)).toEqual([
      'MARA',
      'TOBIAS',
    ]);
  });

  it('reads text with no indentation by capitalisation and context', async () => {
    const lines = await parse(
      'INT. HOUSE - DAY',
      '',
      'Mara enters.',
      '',
      'MARA',
      'Anyone home?',
      '',
      'TOBIAS (O.S.)',
      '(distant)',
      'Up here!',
      '',
      'She climbs.',
    );
    expect(lines).toEqual([
      { actor: 'narrator', dialog: 'INT. HOUSE - DAY', kind: 'scene_heading' },
      { actor: 'narrator', dialog: 'Mara enters.', kind: 'action' },
      { actor: 'MARA', dialog: 'Anyone home?', kind: 'dialogue' },
      { actor: 'TOBIAS', dialog: 'Up here!', kind: 'dialogue', direction: '(distant)' },
      { actor: 'narrator', dialog: 'She climbs.', kind: 'action' },
    ]);
  });

  it('gives one spelling to a character written two ways', async () => {
    const lines = await parse(
      'MR. HOWARD',
      'Hello.',
      '',
      'MR . HOWARD',
      'Goodbye.',
      '',
      'MR. HOWARD',
      'Again.',
    );
    expect(new Set(lines.map((l) => l.actor))).toEqual(new Set(['MR. HOWARD']));
  });
});

describe('transitions in a styled DOCX written as plain body text', () => {
  it('reads a lone capitalised editing note and a "<verb> TO <colour>." line as transitions', async () => {
    const bytes = renderStyledDocx([
      { type: 'scene_heading', text: 'INT. LAMP ROOM - NIGHT' },
      { type: 'body', text: 'Mara trims the wick.' },
      { type: 'character', text: 'MARA' },
      { type: 'dialogue', text: 'There.' },
      { type: 'body', text: 'INTERCUT WITH:' },
      { type: 'scene_heading', text: 'EXT. HARBOUR - NIGHT' },
      { type: 'body', text: 'The boats rock.' },
      { type: 'body', text: 'BURN TO WHITE.' },
    ]);
    const lines = (await parseScript(bytes)).lines;
    expect(lines.map((l) => [l.dialog, l.kind])).toEqual([
      ['INT. LAMP ROOM - NIGHT', 'scene_heading'],
      ['Mara trims the wick.', 'action'],
      ['There.', 'dialogue'],
      ['INTERCUT WITH:', 'transition'],
      ['EXT. HARBOUR - NIGHT', 'scene_heading'],
      ['The boats rock.', 'action'],
      ['BURN TO WHITE.', 'transition'],
    ]);
  });
});
