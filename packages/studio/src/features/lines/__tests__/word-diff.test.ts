import { diffWords, type WordRun } from '../lib/word-diff';

const kept = (text: string): WordRun => ({ text, marked: false });
const marked = (text: string): WordRun => ({ text, marked: true });

test('one word replaced: marked in both, the rest kept', () => {
  expect(diffWords('we keep the light burning', 'we guard the light burning')).toEqual({
    before: [kept('we'), marked('keep'), kept('the light burning')],
    after: [kept('we'), marked('guard'), kept('the light burning')],
  });
});

test('words inserted are marked only in the new text', () => {
  expect(
    diffWords('Every night for thirty years.', 'Every single night for thirty years.'),
  ).toEqual({
    before: [kept('Every night for thirty years.')],
    after: [kept('Every'), marked('single'), kept('night for thirty years.')],
  });
});

test('words deleted are marked only in the old text, at the start and the end', () => {
  expect(diffWords('Well, bring the spare can now.', 'bring the spare can')).toEqual({
    before: [marked('Well,'), kept('bring the spare can'), marked('now.')],
    after: [kept('bring the spare can')],
  });
});

test('a moved word is deleted where it was and inserted where it went', () => {
  const { before, after } = diffWords('the old lamp turns', 'the lamp turns old');
  expect(before).toEqual([kept('the'), marked('old'), kept('lamp turns')]);
  expect(after).toEqual([kept('the lamp turns'), marked('old')]);
});

test('punctuation and case make a different word; spacing does not', () => {
  expect(diffWords('Hello  there', 'Hello\nthere')).toEqual({
    before: [kept('Hello there')],
    after: [kept('Hello there')],
  });
  expect(diffWords('Stop.', 'stop!').after).toEqual([marked('stop!')]);
});

test('an empty side: everything on the other side is marked', () => {
  expect(diffWords('', 'New words here')).toEqual({
    before: [],
    after: [marked('New words here')],
  });
  expect(diffWords('Gone now', '   ')).toEqual({ before: [marked('Gone now')], after: [] });
});

test('the longest common run wins over an early match', () => {
  // "a" matches first, but keeping "b c d" keeps more words.
  const { before, after } = diffWords('a b c d', 'b c d a');
  expect(before).toEqual([marked('a'), kept('b c d')]);
  expect(after).toEqual([kept('b c d'), marked('a')]);
});

test('very long texts are compared whole, not word by word', () => {
  const long = Array.from({ length: 600 }, (_v, i) => `w${i}`).join(' ');
  const changed = `${long} more`;
  const result = diffWords(long, changed);
  expect(result.before).toEqual([marked(long)]);
  expect(result.after).toEqual([marked(changed)]);
  expect(diffWords(long, long).after).toEqual([kept(long)]);
});

test('a paragraph of a hundred words is still compared word by word', () => {
  const words = Array.from({ length: 100 }, (_v, i) => `w${i}`);
  const edited = words.map((w) => (w === 'w50' ? 'fifty' : w));
  const { before, after } = diffWords(words.join(' '), edited.join(' '));
  expect(before.filter((r) => r.marked)).toEqual([marked('w50')]);
  expect(after.filter((r) => r.marked)).toEqual([marked('fifty')]);
});
