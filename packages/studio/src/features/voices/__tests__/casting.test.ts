import {
  assignmentsBody,
  canGenerate,
  castCounts,
  castVoice,
  initialCasting,
} from '../lib/casting';
import { ACTORS, ASSIGNMENTS, VOICES } from './voice-fixtures';

test('saved voices are preloaded; unassigned actors get the suggestion, marked as such', () => {
  expect(initialCasting(ACTORS, ASSIGNMENTS, VOICES)).toEqual([
    { id: 0, actor: 'narrator', voiceId: 'v-brian', suggested: false },
    { id: 1, actor: 'MARA', voiceId: 'v-ava', suggested: true },
    { id: 2, actor: 'TOBIAS', voiceId: '', suggested: false },
  ]);
});

test('a saved or suggested voice missing from the catalogue counts as none', () => {
  const cast = initialCasting(
    ['A', 'B'],
    { assignments: { A: 'gone' }, suggested: { B: 'also-gone' } },
    VOICES,
  );
  expect(cast.map((member) => member.voiceId)).toEqual(['', '']);
});

test('choosing a voice clears the suggestion mark and moves Pending to Assigned', () => {
  let cast = initialCasting(ACTORS, ASSIGNMENTS, VOICES);
  expect(castCounts(cast)).toEqual({ assigned: 2, pending: 1 });
  cast = castVoice(cast, 1, 'v-ella');
  cast = castVoice(cast, 2, 'v-cora');
  expect(cast[1]).toEqual({ id: 1, actor: 'MARA', voiceId: 'v-ella', suggested: false });
  expect(castCounts(cast)).toEqual({ assigned: 3, pending: 0 });
});

test('Generate needs at least one actor and a voice for every one', () => {
  expect(canGenerate([])).toBe(false);
  const cast = initialCasting(ACTORS, ASSIGNMENTS, VOICES);
  expect(canGenerate(cast)).toBe(false);
  expect(canGenerate(castVoice(cast, 2, 'v-cora'))).toBe(true);
  expect(canGenerate(castVoice(castVoice(cast, 2, 'v-cora'), 0, ''))).toBe(false);
});

test('the saved body names every actor with its voice', () => {
  const cast = castVoice(initialCasting(ACTORS, ASSIGNMENTS, VOICES), 2, 'v-cora');
  expect(assignmentsBody(cast)).toEqual([
    { actor: 'narrator', voice_id: 'v-brian' },
    { actor: 'MARA', voice_id: 'v-ava' },
    { actor: 'TOBIAS', voice_id: 'v-cora' },
  ]);
});
