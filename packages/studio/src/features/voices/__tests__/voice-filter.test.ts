import { accentsOf, ANY_VOICE, filterVoices } from '../lib/voice-filter';
import { VOICES } from './voice-fixtures';

const ids = (voices: { voice_id: string }[]) => voices.map((v) => v.voice_id);

test('any filter lists every voice', () => {
  expect(ids(filterVoices(VOICES, ANY_VOICE))).toEqual(ids(VOICES));
});

test('narrows by gender, age band and accent together, whatever the labels look like', () => {
  expect(ids(filterVoices(VOICES, { ...ANY_VOICE, gender: 'female' }))).toEqual([
    'v-ava',
    'v-cora',
    'v-ella',
  ]);
  // "Old" and "elderly" are one band; "middle-aged" and "Middle aged" another.
  expect(ids(filterVoices(VOICES, { ...ANY_VOICE, age: 'old' }))).toEqual(['v-cora', 'v-duncan']);
  expect(ids(filterVoices(VOICES, { ...ANY_VOICE, age: 'middle' }))).toEqual(['v-brian', 'v-ella']);
  expect(ids(filterVoices(VOICES, { gender: 'male', age: 'old', accent: 'scottish' }))).toEqual([
    'v-duncan',
  ]);
  expect(filterVoices(VOICES, { gender: 'male', age: 'young', accent: '' })).toEqual([]);
});

test("keeps a character's chosen voice in its own list whatever the filter", () => {
  const young = { ...ANY_VOICE, age: 'young' as const };
  expect(ids(filterVoices(VOICES, young, 'v-duncan'))).toEqual(['v-ava', 'v-duncan']);
});

test('lists each accent once, in order', () => {
  expect(accentsOf([...VOICES, { ...VOICES[0], voice_id: 'v-x', accent: 'american ' }])).toEqual([
    'American',
    'Australian',
    'British',
    'Scottish',
    'Swedish',
  ]);
});
