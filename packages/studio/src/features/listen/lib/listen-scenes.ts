import type { SharedLine } from '../api/shared-api';

export type ListenScene = { heading: string; firstIndex: number; seconds: number | null };

/** A narrator line reading like a slug line, for servers that send no `kind`. */
const SLUG = /^(INT|EXT|EST|INT\.?\/EXT|I\/E)[.\s]/i;

export const isHeading = (line: SharedLine) =>
  line.kind ? line.kind === 'scene_heading' : line.actor === 'narrator' && SLUG.test(line.dialog);

/** A line's length: measured when the server says, else about 2.5 spoken words a second. */
export const lineSeconds = (line: SharedLine) =>
  line.duration_s ?? Math.max(1, line.dialog.trim().split(/\s+/).length / 2.5);

/** True when every line's time is measured rather than estimated. */
export const measured = (lines: SharedLine[]) => lines.every((line) => line.duration_s != null);

/**
 * The scenes of the read: each heading and the lines up to the next one; lines before the
 * first heading make an "Opening" scene.
 */
export function scenesOf(lines: SharedLine[]): ListenScene[] {
  const scenes: ListenScene[] = [];
  lines.forEach((line, index) => {
    if (isHeading(line) || scenes.length === 0)
      scenes.push({
        heading: isHeading(line) ? line.dialog : 'Opening',
        firstIndex: index,
        seconds: 0,
      });
    const scene = scenes[scenes.length - 1];
    scene.seconds = (scene.seconds ?? 0) + lineSeconds(line);
  });
  return scenes;
}

/** m:ss, or h:mm:ss. */
export function clock(seconds: number): string {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
