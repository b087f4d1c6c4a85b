import { strToU8 } from 'fflate';

import { parseScript } from '../../src/parsing/index';

// One page indented two ways, as archive text often is: some cues by three tabs and speeches by
// one tab, others by spaces. Tabs stop every 8 columns, so both put cues right of the speech.
const PAGE = [
  'INT. SIGNAL BOX - NIGHT',
  '',
  'Rain drums on the roof. A lamp swings over the levers, throwing shadows on the wall.',
  '',
  '\t\t\tNELL',
  '\tPull the third lever, not the',
  '\tsecond one.',
  '',
  'The boy hesitates with his hand over the iron and looks back at her for a long moment.',
  '',
  '                    PIP',
  '          Which one is the third',
  '          from here?',
  '',
  '\t\t\tNELL',
  '\t(sharply)',
  '\tThe red one. Go on.',
  '',
  'He pulls it. Far off, a signal arm drops with a clang that echoes across the yard.',
];

describe('tabs and spaces as indentation on one page', () => {
  it('reads every cue and speech whichever way it was indented', async () => {
    const lines = (await parseScript(strToU8(PAGE.join('\n')))).lines;
    expect(lines.map((l) => [l.kind, l.actor, l.dialog, l.direction])).toEqual([
      ['scene_heading', 'narrator', 'INT. SIGNAL BOX - NIGHT', undefined],
      ['action', 'narrator', PAGE[2], undefined],
      ['dialogue', 'NELL', 'Pull the third lever, not the second one.', undefined],
      ['action', 'narrator', PAGE[8], undefined],
      ['dialogue', 'PIP', 'Which one is the third from here?', undefined],
      ['dialogue', 'NELL', 'The red one. Go on.', '(sharply)'],
      ['action', 'narrator', PAGE[18], undefined],
    ]);
  });
});
