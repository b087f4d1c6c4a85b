import type { AudioScene, AudioSpeed } from '@castmyscript/api/contract';

/** The per-line speeds, 1x by default. */
export const SPEEDS: { value: AudioSpeed; label: string }[] = [
  { value: '0.5', label: '0.5x' },
  { value: '1', label: '1x' },
  { value: '1.5', label: '1.5x' },
  { value: '2', label: '2x' },
];
export const DEFAULT_SPEED: AudioSpeed = '1';

/** A line's speed as the writer set it, with the URL of its audio at that speed. */
export type SpeedSetting = { speed: AudioSpeed; url?: string; busy?: boolean; error?: string };

/** A line on the screen: the server's line plus the speed chosen here and what to play. */
export type Segment = AudioScene & {
  speed: AudioSpeed;
  /** What the player loads: the line's URL at its speed; null while not generated. */
  src: string | null;
  speedBusy: boolean;
  speedError?: string;
};

export function toSegments(lines: AudioScene[], speeds: Record<string, SpeedSetting>): Segment[] {
  return lines.map((line) => {
    const setting = speeds[line.scene_id];
    const ready = line.status === 'completed' && !!line.audio_url;
    return {
      ...line,
      speed: setting?.speed ?? DEFAULT_SPEED,
      src: ready ? (setting?.url ?? line.audio_url) : null,
      speedBusy: !!setting?.busy,
      speedError: setting?.error,
    };
  });
}

/**
 * The line sequential play goes to after `index` ("the next in list order"): failed
 * lines are passed over, since they have nothing to play; null after the last. Lines without
 * audio are waited for while generation runs (`waitForMissing`), else passed over too (* Play All
 * plays what exists).
 */
export function nextSegment(
  segments: Segment[],
  index: number,
  waitForMissing = true,
): Segment | null {
  return (
    segments
      .slice(index + 1)
      .find((segment) => segment.status !== 'error' && (waitForMissing || !!segment.src)) ?? null
  );
}
