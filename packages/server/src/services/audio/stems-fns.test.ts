import { csvCell, cuesCsv, labelsTxt, spansOf, stemFiles, stemOf } from './stems-fns';

/** The stems download's names, timeline and text files, from the writer's own words. */
it('names a file per character in order of first line, the narrator last as narrator.wav', () => {
  const files = stemFiles([
    { actor: 'narrator' },
    { actor: 'TOBIAS' },
    { actor: '' },
    { actor: 'NARRATOR' },
    { actor: 'AC/DC: "LIVE"' },
    { actor: 'TOBIAS' },
  ]);
  expect([...files]).toEqual([
    ['TOBIAS', 'stems/TOBIAS.wav'],
    ['NARRATOR', 'stems/NARRATOR 2.wav'],
    ['AC/DC: "LIVE"', 'stems/AC_DC_ _LIVE_.wav'],
    ['narrator', 'stems/narrator.wav'],
  ]);
  expect(stemOf({ actor: '  ' })).toBe('narrator');
});

it('places each line after the ones before it, its label as long as its own audio', () => {
  expect(spansOf({ frames: [100, 50, 80], ownFrames: [90, 60, 80] })).toEqual([
    { start: 0, end: 90 },
    { start: 100, end: 150 },
    { start: 150, end: 230 },
  ]);
});

it('writes labels and cues on one line each, formulas defused', () => {
  const lines = [
    { actor: 'MARA', dialog: 'Hello,\tthere\n"friend"' },
    { actor: 'narrator', dialog: '=HYPERLINK("x")' },
  ];
  const spans = [
    { start: 0, end: 12_000 },
    { start: 24_000, end: 36_000 },
  ];
  expect(labelsTxt(lines, spans, 24_000)).toBe(
    '0.000000\t0.500000\tMARA: Hello, there "friend"\n' +
      '1.000000\t1.500000\tnarrator: =HYPERLINK("x")\n',
  );
  const files = stemFiles(lines);
  expect(cuesCsv(lines, spans, 24_000, files).split('\r\n')).toEqual([
    'line,start,end,character,stem,text',
    '1,0.000000,0.500000,MARA,stems/MARA.wav,"Hello, there ""friend"""',
    `2,1.000000,1.500000,narrator,stems/narrator.wav,"'=HYPERLINK(""x"")"`,
    '',
  ]);
  expect(csvCell('-1')).toBe(`"'-1"`);
  expect(csvCell(-1)).toBe('-1');
});
