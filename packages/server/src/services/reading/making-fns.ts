import { SPOKEN_CHARS_PER_S } from './runtime-fns';

/**
 * How long the lines still to be made take to make on one synthesis thread: each
 * line's expected speech times its voice's real-time factor. A neural voice reports its factor
 * once it has made its first lines (a real Piper or Kokoro voice is 10–100 times slower than the
 * offline engines); until then, and for every other voice, the offline voices' speed is used.
 * Pure, tested beside it.
 */

/**
 * Seconds of work per second of speech for a voice with no measured factor: the offline voices
 * through the whole line chain and MP3 on one core, 20–40x real time (`npm run bench -- voices`).
 */
export const DEFAULT_REAL_TIME_FACTOR = 1 / 25;

export type LineToMake = {
  /** The words as they will be said. */
  said: string;
  voiceId: string;
  /** Already made for what it says now: costs nothing more. */
  made: boolean;
};

export function makingSeconds(
  lines: LineToMake[],
  factorOf: (voiceId: string) => number | undefined,
): number {
  const work = lines
    .filter((line) => !line.made && line.said.trim() !== '')
    .reduce((sum, line) => {
      const speechS = line.said.length / SPOKEN_CHARS_PER_S;
      return sum + speechS * (factorOf(line.voiceId) ?? DEFAULT_REAL_TIME_FACTOR);
    }, 0);
  return Math.round(work * 10) / 10;
}
