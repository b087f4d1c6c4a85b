import { speechText } from '../../src/adapters/tts/text/speech-text';

describe('scene headings read by the narrator', () => {
  it.each([
    ['INT. KITCHEN - NIGHT', 'Interior. Kitchen, Night'],
    ['EXT. RIVER - DAY', 'Exterior. River, Day'],
    [
      'INT./EXT. BLOOM HOUSE - FRONT PORCH - DAY',
      'Interior and exterior. Bloom House, Front Porch, Day',
    ],
    ['INT/EXT CAR - MOVING', 'Interior and exterior. Car, Moving'],
    ['I/E CAR - CONTINUOUS', 'Interior and exterior. Car, Continuous'],
    ['EXT./INT. BARN - LATER', 'Exterior and interior. Barn, Later'],
    ['EST. SPECTRE - DAWN', 'Establishing shot. Spectre, Dawn'],
    ['12 INT. HOSPITAL ROOM - NIGHT 12', 'Interior. Hospital Room, Night'],
    ['INT. SHOP (1950s) - DAY', 'Interior. Shop, 1950s, Day'],
  ])('%s → %s', (heading, said) => {
    expect(speechText(heading, 'narrator')).toBe(said);
  });

  it('never says "int" or "ext" as words', () => {
    for (const h of ['INT. A - DAY', 'EXT. B', 'INT./EXT. C', 'I/E D']) {
      expect(speechText(h, 'narrator')).not.toMatch(/\b(int|ext|i\/e)\b/i);
    }
  });

  it('leaves INT inside other words alone', () => {
    expect(speechText('INTERVIEW ROOM, later.', 'narrator')).toBe('Interview Room, later.');
  });
});

describe('transitions and furniture', () => {
  it.each([
    'CUT TO:',
    'FADE IN:',
    'FADE OUT.',
    'SMASH CUT TO:',
    'DISSOLVE TO:',
    'MATCH CUT TO:',
    'FADE TO BLACK.',
  ])('%s is not spoken', (t) => {
    expect(speechText(t, 'narrator')).toBe('');
  });

  it("drops (CONT'D), CONT'D and (MORE)", () => {
    expect(speechText("I never said that (CONT'D)")).toBe('I never said that');
    expect(speechText('Wait. (MORE)')).toBe('Wait.');
    expect(speechText('Edward CONT\u2019D walking.', 'narrator')).toBe('Edward walking.');
  });
});

describe('parentheticals', () => {
  it('a character does not speak their directions', () => {
    expect(speechText('(whispering) Come here. (to Will) You too.')).toBe('Come here. You too.');
  });

  it('a line that is only a direction says nothing', () => {
    expect(speechText('(to Will)')).toBe('');
  });

  it('(beat) and (pause) become a pause', () => {
    expect(speechText('Well -- (beat) -- maybe I did.')).toBe('Well... maybe I did.');
    expect(speechText('I know. (a beat) I know.')).toBe('I know... I know.');
    expect(speechText('No. (long pause) Yes.')).toBe('No... Yes.');
  });

  it('an unclosed direction cut by a page break is dropped', () => {
    expect(speechText('Go home. (quietly, to')).toBe('Go home.');
  });

  it('the narrator reads extensions as words and asides as asides', () => {
    expect(speechText('EDWARD (V.O.) keeps talking.', 'narrator')).toBe(
      'Edward, in voice-over, keeps talking.',
    );
    expect(speechText('A VOICE (O.S.) calls.', 'narrator')).toBe('A Voice, off screen, calls.');
    expect(speechText('Will (30s) sits down.', 'narrator')).toBe('Will, 30s, sits down.');
  });
});

describe('abbreviations and shouting', () => {
  it('expands script shorthand', () => {
    expect(speechText('We hear Sandra O.S. and a dog V.O.', 'narrator')).toBe(
      'We hear Sandra off screen and a dog voice-over',
    );
    expect(speechText('POV shot: the b.g. is empty.', 'narrator')).toBe(
      'point of view shot: the background is empty.',
    );
    expect(speechText('Mr. Bloom & Dr. Bennett, w/ Mrs. Price.')).toBe(
      'Mister Bloom and Doctor Bennett, with Missus Price.',
    );
  });

  it('reads capitalised words as words, acronyms and letter groups as letters', () => {
    expect(speechText('I said NO! The FBI and the NYPD, on TV.')).toBe(
      'I said No! The FBI and the NYPD, on TV.',
    );
    expect(speechText('KING HENRY VIII arrives.', 'narrator')).toBe('King Henry VIII arrives.');
  });

  it('leaves numbers to the engine', () => {
    expect(speechText('It was 1957, and he had $42.50.')).toBe('It was 1957, and he had $42.50.');
  });

  it('drops markup and turns typographic punctuation plain', () => {
    expect(speechText('It was *really* big [[fix this]] \u2014 \u201chuge\u201d\u2026')).toBe(
      'It was really big, "huge"',
    );
  });
});
