import type { Segment } from './segments';

/** A scene of the read: its heading and the index of its first line in the list. */
export type ReadScene = { title: string; first: number };

/** Where each line starts in the whole read, the read's length and its scenes, in seconds. */
export type Timeline = { starts: number[]; total: number; scenes: ReadScene[] };

/**
 * How long a line holds the whole read: its audio and the beat after it. A line without audio
 * takes no time, since Play All passes over it.
 */
const lengthOf = (segment: Segment) =>
  segment.src ? (segment.duration_s ?? 0) + Math.max(0, segment.pause_after_ms ?? 0) / 1000 : 0;

/**
 * The read laid out end to end (whole-read position and seek). Scenes start at their
 * headings; lines before the first heading form an opening scene of their own.
 */
export function readTimeline(segments: Segment[]): Timeline {
  const starts: number[] = [];
  let total = 0;
  for (const segment of segments) {
    starts.push(total);
    total += lengthOf(segment);
  }
  const scenes: ReadScene[] = [];
  segments.forEach((segment, index) => {
    if (segment.kind === 'scene_heading') scenes.push({ title: segment.dialog, first: index });
    else if (index === 0) scenes.push({ title: 'Opening', first: 0 });
  });
  return { starts, total, scenes };
}

/** The line with audio that plays at `seconds` into the read, and how far into it. */
export function lineAt(timeline: Timeline, segments: Segment[], seconds: number) {
  let index = -1;
  segments.forEach((segment, at) => {
    if (segment.src && timeline.starts[at] <= seconds) index = at;
  });
  if (index < 0) return null;
  // Inside the beat after a line: its very end, so the next line follows after the beat.
  const offset = Math.min(seconds - timeline.starts[index], segments[index].duration_s ?? 0);
  return { index, offset };
}

/** The position in `scenes` of the scene holding line `index` (0 when none is current). */
export function sceneOf(scenes: ReadScene[], index: number): number {
  let at = 0;
  scenes.forEach((scene, position) => {
    if (scene.first <= index) at = position;
  });
  return at;
}

/** m:ss, as a player shows time. */
export const clockTime = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
