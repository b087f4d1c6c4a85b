import { ageOf, genderWordOf } from './age-words';

describe('what a description says of age', () => {
  it.each([
    [', 60s, in a cardigan', 'old'],
    [' (32) taps a pencil', 'middle'],
    [', 19, on a skateboard', 'young'],
    [', late forties, tired', 'middle'],
    [', retired police detective', 'old'],
    [', a teenage runaway', 'young'],
    [', an old fisherman', 'old'],
    [', the neighbour kid', 'young'],
    [', middle-aged and calm', 'middle'],
    [', the criminal mastermind', undefined],
    [' arrives at 9 sharp', undefined],
  ])('%s → %s', (text, age) => {
    expect(ageOf(text)).toBe(age);
  });
});

describe('what a description says of gender', () => {
  it.each([
    [', a tall woman in a raincoat', 'female'],
    [', the landlord, unshaven', 'male'],
    [', her hair in a bun', undefined],
    [', a regular at the bar', undefined],
  ])('%s → %s', (text, gender) => {
    expect(genderWordOf(text)).toBe(gender);
  });
});
