import type { RuntimeData, RuntimeScene } from '@castmyscript/api/contract';

import type { StoredLine } from '../../db/schema';
import { LINE_PAUSE_MS, TAIL_SILENCE_MS } from '../../lib/audio/audio-format';
import { layoutSpans } from '../../parsing/line-pages';
import { LINES_PER_PAGE } from '../../parsing/page-count';

/**
 * The runtime report: what a read will last before it is made, and what it lasts
 * once made, per scene and in total. Pure, tested beside it.
 */

/**
 * Characters the engines say per second at speed 1, beyond each line's lead and tail silence:
 * measured on the offline voices as cast by the suggestions, over every line of Big Fish (1,886
 * lines, 153 minutes; `npm run bench -- runtime` prints it): all their characters over all their
 * speaking time, 15.8. Narrators' voices came out slower (15.0) than characters' (17.2); one rate
 * for all, since which voice reads what is the writer's choice. A provider voice is close enough
 * for an estimate.
 */
export const SPOKEN_CHARS_PER_S = 15.8;

/** One line of the script with what the read makes of it. */
export type TimedLine = {
  stored: Pick<StoredLine, 'lineIndex' | 'actor' | 'dialog' | 'kind' | 'direction'>;
  /** False for a line the narrator policy leaves out. */
  heard: boolean;
  /** The text as it will be said (terms respelled). */
  said: string;
  /** The playing time of its audio made for what it says now, else null. */
  durationMs: number | null;
};

/**
 * Silence added after a line beyond its own tail (negative: trimmed from it): the writer's beat
 * between lines, and a beat more before a scene heading. Used by the combined file, the player
 * and this report alike.
 */
export function extraPauseMs(next: Pick<StoredLine, 'kind'> | undefined, pauseMs: number): number {
  if (!next) return 0;
  return pauseMs - TAIL_SILENCE_MS + (next.kind === 'scene_heading' ? pauseMs : 0);
}

/** A line's expected playing time with its own lead and tail silence. */
export const estimateMs = (said: string) =>
  said.trim() === '' ? LINE_PAUSE_MS : LINE_PAUSE_MS + (said.length / SPOKEN_CHARS_PER_S) * 1000;

const seconds = (ms: number) => Math.round(ms / 100) / 10;
/** Pages the way scripts count them: in eighths. */
const eighths = (layoutLines: number) => Math.round((layoutLines / LINES_PER_PAGE) * 8) / 8;

/** Lines grouped by scene: a scene starts at each heading (lines before the first form one). */
function scenesOf(lines: TimedLine[]): TimedLine[][] {
  const groups: TimedLine[][] = [];
  for (const line of lines) {
    if (groups.length === 0 || line.stored.kind === 'scene_heading') groups.push([]);
    groups.at(-1)!.push(line);
  }
  return groups;
}

export function runtimeOf(lines: TimedLine[], pauseMs: number): RuntimeData {
  const spans = layoutSpans(lines.map((l) => l.stored));
  const heard = lines.filter((l) => l.heard);
  // The pause after each heard line, by the next heard one.
  const pauseAfter = new Map(heard.map((l, i) => [l, extraPauseMs(heard[i + 1]?.stored, pauseMs)]));
  let offset = 0;
  const raw = scenesOf(lines).map((group) => {
    const first = offset;
    offset += group.length;
    const inScene = group.filter((l) => l.heard);
    const pauses = inScene.reduce((sum, l) => sum + (pauseAfter.get(l) ?? 0), 0);
    const made = inScene.every((l) => l.durationMs !== null);
    return {
      group,
      layoutLines: spans[offset - 1].end - spans[first].start,
      estimatedMs: inScene.reduce((sum, l) => sum + estimateMs(l.said), pauses),
      measuredMs: made ? inScene.reduce((sum, l) => sum + l.durationMs!, pauses) : null,
    };
  });
  const measured = raw.every((s) => s.measuredMs !== null) && lines.length > 0;
  return {
    estimated_s: seconds(raw.reduce((sum, s) => sum + s.estimatedMs, 0)),
    measured_s: measured ? seconds(raw.reduce((sum, s) => sum + s.measuredMs!, 0)) : null,
    scenes: raw.map(({ group, layoutLines, estimatedMs, measuredMs }): RuntimeScene => ({
      heading: group[0].stored.kind === 'scene_heading' ? group[0].stored.dialog : '',
      first_index: group[0].stored.lineIndex,
      last_index: group.at(-1)!.stored.lineIndex,
      pages: eighths(layoutLines),
      estimated_s: seconds(estimatedMs),
      measured_s: measuredMs === null ? null : seconds(measuredMs),
    })),
  };
}
