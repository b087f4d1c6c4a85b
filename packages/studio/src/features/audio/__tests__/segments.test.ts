import type { AudioScene } from '@castmyscript/api/contract';

import { nextSegment, toSegments } from '../lib/segments';

const line = (index: number, status: AudioScene['status']): AudioScene => ({
  scene_id: `s${index}`,
  scene_index: index,
  actor: 'MARA',
  dialog: `Line ${index}`,
  audio_url: status === 'completed' ? `http://localhost/a/${index}.mp3` : null,
  status,
});

test('each line starts at 1x; a chosen speed brings its own audio', () => {
  const segments = toSegments([line(0, 'completed'), line(1, 'completed')], {
    s1: { speed: '2', url: 'http://localhost/a/1-2x.mp3' },
  });
  expect(segments.map((s) => [s.speed, s.src])).toEqual([
    ['1', 'http://localhost/a/0.mp3'],
    ['2', 'http://localhost/a/1-2x.mp3'],
  ]);
});

test('a line not generated yet has nothing to play', () => {
  expect(
    toSegments([line(0, 'pending'), line(1, 'processing'), line(2, 'error')], {}).map((s) => s.src),
  ).toEqual([null, null, null]);
});

test('sequential play goes to the next line, passing over failed ones, and ends after the last', () => {
  const segments = toSegments(
    [
      line(0, 'completed'),
      line(1, 'error'),
      line(2, 'pending'),
      line(3, 'completed'),
      line(4, 'error'),
    ],
    {},
  );
  expect(nextSegment(segments, -1)?.scene_id).toBe('s0');
  expect(nextSegment(segments, 0)?.scene_id).toBe('s2');
  expect(nextSegment(segments, 2)?.scene_id).toBe('s3');
  expect(nextSegment(segments, 3)).toBeNull();
});
