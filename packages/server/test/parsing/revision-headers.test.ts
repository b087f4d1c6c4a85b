import { strToU8 } from 'fflate';

import { parseScript } from '../../src/parsing/index';

// A running header with a revision mark and the page number tops every page. Each page's text
// differs: text repeated on every page would be a running header by repetition alone.
const PLACES = ['ENGINE SHED', 'WATER TOWER', 'TICKET HALL', 'GOODS YARD'];
const page = (n: number) => [
  'LAST TRAIN - Rev. 5/2' + ' '.repeat(40) + `${n + 1}.`,
  '',
  `INT. ${PLACES[n]} - NIGHT`,
  '',
  `The ${PLACES[n].toLowerCase()} is dark but for one lamp burning low on a hook by the door.`,
  '',
  '                      CONDUCTOR',
  `          Tickets for the ${PLACES[n].toLowerCase()}, please,`,
  '          and be quick about it.',
];

const dialogs = async (text: string) => (await parseScript(strToU8(text))).lines;

describe('running headers with a revision mark', () => {
  it('drops the header and its page number from every page', async () => {
    const lines = await dialogs([0, 1, 2, 3].map((n) => page(n).join('\n')).join('\n\f'));
    expect(lines.filter((l) => /Rev\.|LAST TRAIN|^\d+\.$/.test(l.dialog))).toEqual([]);
    expect(lines.filter((l) => l.kind === 'scene_heading')).toHaveLength(4);
  });

  it('drops it in pasted text without page breaks, where it stands mid-stream', async () => {
    const lines = await dialogs([0, 1, 2].map((n) => page(n).join('\n')).join('\n\n'));
    expect(lines.filter((l) => /Rev\.|LAST TRAIN/.test(l.dialog))).toEqual([]);
  });

  it('keeps a speech whole across a header between its lines', async () => {
    const text = [
      ...page(0),
      '          Nobody rides for free on my',
      'LAST TRAIN - Rev. 5/2' + ' '.repeat(40) + '2.',
      '          train, not tonight.',
    ].join('\n');
    const speeches = (await dialogs(text)).filter((l) => l.kind === 'dialogue');
    expect(speeches.at(-1)!.dialog).toBe(
      'Tickets for the engine shed, please, and be quick about it. Nobody rides for free on my train, not tonight.',
    );
  });
});
