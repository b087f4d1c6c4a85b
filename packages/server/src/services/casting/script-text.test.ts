import {
  leadingSubject,
  namePattern,
  objectPronoun,
  sentences,
  subjectPronouns,
} from './script-text';

describe('pronouns that point at a subject', () => {
  it.each([
    ['shakes her head.', ['female']],
    ['lowers his gun and sighs.', ['male']],
    ['pours herself a drink.', ['female']],
    ['looks at her.', []],
    ['hands her the keys.', []],
    ['gives her directions.', []],
    ['watches her closely.', []],
    ['turns to her, smiling.', []],
    ['looks at him.', []],
  ])('%s → %j', (text, genders) => {
    expect(subjectPronouns(text)).toEqual(genders);
  });

  it('a sentence led by "he" or "she" names its subject; "him" or an object "her" does not', () => {
    expect(leadingSubject('Then she turns away.')).toBe('female');
    expect(leadingSubject('He stands.')).toBe('male');
    expect(leadingSubject('The door closes behind him.')).toBeUndefined();
    expect(objectPronoun('Mara stares at him.')).toBe('male');
    expect(objectPronoun('Tobias waves to her.')).toBe('female');
    expect(objectPronoun('Tobias lifts her bag.')).toBeUndefined();
  });
});

describe('reading names and sentences', () => {
  it('matches a whole name in any case, possessive included, never inside a word', () => {
    const re = namePattern('VERA (V.O.)');
    expect(re.test("Vera's coat hangs by the door.")).toBe(true);
    expect(re.test('VERA enters.')).toBe(true);
    expect(re.test('Nothing but veranda light.')).toBe(false);
  });

  it('splits action into sentences', () => {
    expect(sentences('Vera sits. She waits! Does he come?')).toEqual([
      'Vera sits.',
      'She waits!',
      'Does he come?',
    ]);
  });
});
