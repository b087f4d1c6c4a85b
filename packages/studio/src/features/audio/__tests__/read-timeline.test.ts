import type { AudioScene } from '@castmyscript/api/contract';

import { clockTime, lineAt, readTimeline, sceneOf } from '../lib/read-timeline';
import { toSegments } from '../lib/segments';

/** The whole read laid end to end, as the player bar seeks in it. */
const line = (index: number, extra: Partial<AudioScene> = {}): AudioScene => ({
  scene_id: `s${index + 1}`,
  scene_index: index,
  actor: 'MARA',
  dialog: `Line ${index + 1}`,
  audio_url: `line-${index + 1}.mp3`,
  status: 'completed',
  duration_s: 2,
  pause_after_ms: 500,
  ...extra,
});

const READ = toSegments(
  [
    line(0, { kind: 'action' }),
    line(1, { kind: 'scene_heading', dialog: 'INT. LAMP ROOM - NIGHT' }),
    line(2, { status: 'pending', audio_url: null, duration_s: null }),
    line(3, { pause_after_ms: -200 }),
  ],
  {},
);

test('each line starts after the audio and the beat before it; a line without audio takes no time', () => {
  const timeline = readTimeline(READ);
  expect(timeline.starts).toEqual([0, 2.5, 5, 5]);
  // A beat the player cannot shorten (negative) adds nothing.
  expect(timeline.total).toBe(7);
});

test('scenes start at their headings, lines before the first one are the opening', () => {
  const { scenes } = readTimeline(READ);
  expect(scenes).toEqual([
    { title: 'Opening', first: 0 },
    { title: 'INT. LAMP ROOM - NIGHT', first: 1 },
  ]);
  expect([0, 1, 2, 3].map((index) => sceneOf(scenes, index))).toEqual([0, 1, 1, 1]);
});

test('a time in the read is the line with audio sounding then, and how far into it', () => {
  const timeline = readTimeline(READ);
  expect(lineAt(timeline, READ, 1)).toEqual({ index: 0, offset: 1 });
  // In the beat after line 1: its end, so line 2 follows after the beat.
  expect(lineAt(timeline, READ, 2.25)).toEqual({ index: 0, offset: 2 });
  expect(lineAt(timeline, READ, 6)).toEqual({ index: 3, offset: 1 });
  expect(lineAt(readTimeline([]), [], 3)).toBeNull();
});

test('times read as m:ss', () => {
  expect([0, 9.9, 61, 3600].map(clockTime)).toEqual(['0:00', '0:09', '1:01', '60:00']);
});
