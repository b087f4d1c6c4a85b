import { flagOf, pictureOf, voiceDetails } from '../lib/voice-pictures';

const picture = (gender: string, age: string) => pictureOf({ gender, age });

test.each([
  ['young', 'young'],
  ['Young adult', 'young'],
  ['middle-aged', 'middle'],
  ['Middle aged', 'middle'],
  ['old', 'old'],
  ['elderly', 'old'],
  ['', 'old'],
  ['adult', 'old'],
])('age %j gives the %s picture (anything not young or middle is old)', (age, expected) => {
  expect(picture('male', age).age).toBe(expected);
});

test.each([
  ['female', 'female'],
  ['Female', 'female'],
  ['male', 'male'],
  ['neutral', 'male'],
  ['', 'male'],
])('gender %j gives the %s picture (anything not female is male)', (gender, expected) => {
  expect(picture(gender, 'young').gender).toBe(expected);
});

test.each([
  ['American', 'american'],
  ['american (General)', 'american'],
  ['Australian', 'australian'],
  ['British', 'british'],
  ['British (RP)', 'british'],
  ['Swedish', 'swedish'],
  ['Scottish', 'default'],
  ['Irish', 'default'],
  ['US', 'default'],
  ['', 'default'],
])('accent %j has the %s flag', (accent, flag) => {
  expect(flagOf(accent)).toBe(flag);
});

test('the option line is gender · age · accent', () => {
  expect(voiceDetails({ gender: 'female', age: 'young', accent: 'American' })).toBe(
    'female · young · American',
  );
});
