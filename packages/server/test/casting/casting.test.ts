import {
  clarity as clarityOf,
  guessAge,
  guessGender,
  suggestCasting,
} from '../../src/services/casting/suggest-casting';
import {
  OFFLINE_VOICES,
  publicOfflineVoice,
} from '../../src/adapters/tts/offline/offline-catalogue';
import type { Voice } from '../../src/adapters/tts/tts-port';

const catalogue: Voice[] = OFFLINE_VOICES.map((v) => ({
  ...publicOfflineVoice(v),
  previewUrl: null,
}));
const byId = new Map(catalogue.map((v) => [v.voiceId, v]));
const voiceOf = (casting: { actor: string; voiceId: string }[], actor: string) =>
  byId.get(casting.find((c) => c.actor === actor)!.voiceId)!;

describe('guessing from a name', () => {
  it.each([
    ['SANDRA', 'female'],
    ['YOUNG SANDRA', 'female'],
    ['MRS. PRICE', 'female'],
    ['THE WITCH', 'female'],
    ['EDWARD', 'male'],
    ['OLD EDWARD', 'male'],
    ['DR. BENNETT', undefined],
    ['FATHER FLANAGAN', 'male'],
    ['WAITRESS', 'female'],
    ['KARL THE GIANT', 'male'],
    ['NORTHER WINSLOW', undefined],
    ["JENNY'S MOTHER", 'female'],
  ])('%s → %s', (name, gender) => {
    expect(guessGender(name)).toBe(gender);
  });

  it.each([
    ['YOUNG EDWARD', 'young'],
    ['LITTLE GIRL', 'young'],
    ['OLD EDWARD', 'old'],
    ['GRANDMA', 'old'],
    ['EDWARD', undefined],
  ])('%s is %s', (name, age) => {
    expect(guessAge(name)).toBe(age);
  });
});

describe('suggestCasting', () => {
  const script = [
    { name: 'narrator', lines: 500 },
    { name: 'EDWARD', lines: 300 },
    { name: 'WILL', lines: 200 },
    { name: 'SANDRA', lines: 120 },
    { name: 'YOUNG EDWARD', lines: 80 },
    { name: 'JOSEPHINE', lines: 60 },
    { name: 'OLD WOMAN', lines: 10 },
    { name: 'DR. BENNETT', lines: 8 },
    { name: 'LITTLE GIRL', lines: 3 },
  ];

  it('gives every character a distinct voice from the catalogue', () => {
    const casting = suggestCasting(script, catalogue);
    expect(casting.map((c) => c.actor)).toEqual(script.map((c) => c.name));
    const ids = casting.map((c) => c.voiceId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(byId.has(id)).toBe(true);
  });

  it('puts the narrator on a clear, neutral, natural voice', () => {
    const narrator = voiceOf(suggestCasting(script, catalogue), 'narrator');
    expect(narrator.voiceId).toBe('offline-robert');
    expect(narrator.age).toBe('middle aged');
  });

  it('matches gender from names and titles, and age where the name says it', () => {
    const casting = suggestCasting(script, catalogue);
    expect(voiceOf(casting, 'SANDRA').gender).toBe('female');
    expect(voiceOf(casting, 'JOSEPHINE').gender).toBe('female');
    expect(voiceOf(casting, 'EDWARD').gender).toBe('male');
    expect(voiceOf(casting, 'WILL').gender).toBe('male');
    expect(voiceOf(casting, 'OLD WOMAN')).toMatchObject({ gender: 'female', age: 'old' });
    expect(voiceOf(casting, 'YOUNG EDWARD')).toMatchObject({ gender: 'male', age: 'young' });
    expect(voiceOf(casting, 'LITTLE GIRL')).toMatchObject({ gender: 'female', age: 'young' });
  });

  it('hands the most natural voices to the biggest parts', () => {
    const casting = suggestCasting(script, catalogue);
    for (const lead of ['EDWARD', 'WILL', 'SANDRA'])
      expect(voiceOf(casting, lead).description).toMatch(/\bnatural\b/i);
  });

  it('prefers natural neural voices, when VOICE_MODELS_DIR has some, for the biggest parts', () => {
    const neural: Voice = {
      voiceId: 'neural-en-us-amy-medium',
      name: 'Amy',
      gender: 'female',
      age: 'young',
      accent: 'American',
      description: 'Natural neural voice (Piper VITS), made on this server.',
      engine: 'neural',
      previewUrl: null,
    };
    const casting = suggestCasting(script, [...catalogue, neural]);
    expect(casting.find((c) => c.actor === 'SANDRA')?.voiceId).toBe(neural.voiceId);
  });

  it('is the same for the same input, whatever order the characters come in', () => {
    const a = suggestCasting(script, catalogue);
    const b = suggestCasting([...script].reverse(), catalogue);
    const asMap = (c: { actor: string; voiceId: string }[]) =>
      Object.fromEntries(c.map((x) => [x.actor, x.voiceId]));
    expect(asMap(b)).toEqual(asMap(a));
  });

  it('reuses a voice only once every voice is taken, spreading reuse over small parts', () => {
    const crowd = Array.from({ length: catalogue.length + 5 }, (_, i) => ({
      name: `EXTRA ${i + 1}`,
      lines: 100 - i,
    }));
    const casting = suggestCasting(crowd, catalogue);
    const first = casting.slice(0, catalogue.length).map((c) => c.voiceId);
    expect(new Set(first).size).toBe(catalogue.length);
    const counts = new Map<string, number>();
    for (const c of casting) counts.set(c.voiceId, (counts.get(c.voiceId) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBe(2);
  });

  it('works with provider voices in the catalogue and no voices at all', () => {
    const provider: Voice = {
      voiceId: 'elevenlabs-abc',
      name: 'George',
      gender: 'male',
      age: 'middle aged',
      accent: 'British',
      description: 'Warm storyteller, narration (ElevenLabs).',
      engine: 'elevenlabs',
      previewUrl: 'https://storage.example/george.mp3',
    };
    const casting = suggestCasting(script, [...catalogue, provider]);
    expect(casting.filter((c) => c.voiceId === provider.voiceId)).toHaveLength(1);
    expect(suggestCasting([{ name: 'A', lines: 1 }], [])).toEqual([{ actor: 'A', voiceId: '' }]);
  });

  it("follows the gender and age the script gives over the name's guess", () => {
    const casting = suggestCasting(
      [
        { name: 'narrator', lines: 50 },
        { name: 'MICHAEL', lines: 20, gender: 'female' },
        { name: 'QUILL', lines: 10, gender: 'male', age: 'old' },
        { name: 'PIP', lines: 2, gender: 'female', age: 'young' },
      ],
      catalogue,
    );
    expect(voiceOf(casting, 'MICHAEL').gender).toBe('female');
    expect(voiceOf(casting, 'QUILL').gender).toBe('male');
    expect(voiceOf(casting, 'PIP')).toMatchObject({ gender: 'female', age: 'young' });
  });

  it('gives a lead the age the script states, as a small part, and the clearest voice of that age', () => {
    const casting = suggestCasting(
      [
        { name: 'narrator', lines: 50 },
        { name: 'BRICK', lines: 40, gender: 'male', age: 'old' },
        ...['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((n, i) => ({
          name: `EXTRA ${n}`,
          lines: 30 - i,
          gender: 'female' as const,
        })),
        { name: 'OLD SALT', lines: 1, gender: 'male', age: 'old' },
      ],
      catalogue,
    );
    // A lead "in his 70s" was cast on a middle-aged voice for its clarity.
    expect(voiceOf(casting, 'BRICK')).toMatchObject({ gender: 'male', age: 'old' });
    expect(voiceOf(casting, 'OLD SALT')).toMatchObject({ gender: 'male', age: 'old' });
    const oldMen = catalogue.filter((v) => v.gender === 'male' && v.age === 'old');
    const best = Math.max(...oldMen.map((v) => clarityOf(v)));
    expect(clarityOf(voiceOf(casting, 'BRICK'))).toBe(best);
  });

  it('alternates voices by gender for characters nothing tells about', () => {
    const unknown = ['ZEPH', 'QUILL', 'ORRIN', 'BASK', 'TIRO', 'WEN'].map((name, i) => ({
      name,
      lines: 10 - i,
    }));
    const genders = suggestCasting(unknown, catalogue).map((c) => byId.get(c.voiceId)!.gender);
    // Every second character on the other gender, whatever the clearest voices are.
    for (let i = 1; i < genders.length; i += 2) expect(genders[i]).not.toBe(genders[i - 1]);
  });

  it('shares a voice of the right gender before giving anyone a voice of the other', () => {
    const men = catalogue.filter((v) => v.gender === 'male').length;
    const crowd = Array.from({ length: men + 2 }, (_, i) => ({
      name: `SAILOR ${i + 1}`,
      lines: 50 - i,
      gender: 'male' as const,
    }));
    const casting = suggestCasting(crowd, catalogue);
    for (const c of casting) expect(byId.get(c.voiceId)!.gender).toBe('male');
    expect(new Set(casting.map((c) => c.voiceId)).size).toBe(men);
  });
});
