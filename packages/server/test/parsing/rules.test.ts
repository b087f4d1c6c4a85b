import {
  cueName,
  isContinuedMarker,
  isPageNumber,
  isSceneHeading,
  isSceneNumber,
  isTransition,
  looksLikeCue,
} from '../../src/parsing/rules';

describe('character names', () => {
  it.each([
    ['MARA (V.O.)', 'MARA'],
    ['MARA (O.S.)', 'MARA'],
    ['MARA (O.C.)', 'MARA'],
    ["MARA (CONT'D)", 'MARA'],
    ['MARA (CONT’D)', 'MARA'],
    ['MARA (cont’d)', 'MARA'],
    ["MARA (V.O.) (CONT'D)", 'MARA'],
    ["MARA CONT'D", 'MARA'],
    ['MARA (CONTINUED)', 'MARA'],
    ['MARA V.O.', 'MARA'],
    ['@McCLANE', 'MCCLANE'],
    ['MARA ^', 'MARA'],
    ['MARA:', 'MARA'],
    ['MRS.  PEMBROOK (INTO PHONE)', 'MRS. PEMBROOK'],
    ['NARRATOR (V.O.)', 'NARRATOR'],
    ['MARA(V.O.)', 'MARA'],
    ['MARA (V.O)', 'MARA'],
    ['MARA (PRE-LAP)', 'MARA'],
    ['MARA (ON PHONE) (CONT’D)', 'MARA'],
    ['MARA (CONT-D)', 'MARA'],
    ['MARA O.S.', 'MARA'],
    ['MARA V/O', 'MARA'],
  ])('%s → %s', (cue, name) => expect(cueName(cue)).toBe(name));

  it('tells cues from slug lines, transitions and shouted sentences', () => {
    expect(looksLikeCue('TOBIAS (O.S.)')).toBe(true);
    expect(looksLikeCue('DR. HALE')).toBe(true);
    expect(looksLikeCue('INT. LAMP ROOM - NIGHT')).toBe(false);
    expect(looksLikeCue('CUT TO:')).toBe(false);
    expect(looksLikeCue('GET OUT OF HERE!')).toBe(false);
    expect(looksLikeCue('Mara')).toBe(false);
  });
});

describe('page furniture', () => {
  it.each([
    'CONTINUED:',
    '(CONTINUED)',
    '12 CONTINUED:',
    '12A CONTINUED: (2)',
    "(CONT'D)",
    'CONTINUED: 12',
  ])('%s is a CONTINUED marker', (text) => expect(isContinuedMarker(text)).toBe(true));
  it('keeps sentences that mention continuing', () => {
    expect(isContinuedMarker('The rain continued all night.')).toBe(false);
  });
  it.each(['12', '12.', 'Page 12', 'p. 70', '- 3 -'])('%s is a page number', (text) =>
    expect(isPageNumber(text)).toBe(true),
  );
  it.each(['1', '12A', 'A12', '101.', '*12*'])('%s is a scene number', (text) =>
    expect(isSceneNumber(text)).toBe(true),
  );
});

describe('scene headings and transitions', () => {
  it.each([
    'INT. HOUSE - DAY',
    'EXT. ROAD - NIGHT',
    'INT./EXT. CAR - DAY',
    'I/E CAR - DAY',
    'EST. CITY',
    '12 INT. HOUSE - DAY',
  ])('%s is a scene heading', (text) => expect(isSceneHeading(text)).toBe(true));
  it('needs capitals', () => expect(isSceneHeading('Interior shots follow.')).toBe(false));
  it.each([
    'CUT TO:',
    'SMASH CUT TO:',
    'DISSOLVE TO:',
    'FADE OUT.',
    'FADE IN:',
    'FADE TO BLACK.',
    'BURN TO WHITE.',
    'SMASH TO BLACK.',
  ])('%s is a transition', (text) => expect(isTransition(text)).toBe(true));
  it.each(['BACK TO WORK.', 'HEAD TO TOE.', 'TO BE CONTINUED'])('%s is not a transition', (text) =>
    expect(isTransition(text)).toBe(false),
  );
});
