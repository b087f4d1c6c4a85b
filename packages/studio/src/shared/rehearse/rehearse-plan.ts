/**
 * A line as a rehearsal needs it, whichever page reads it: who says it, the words, how long its
 * audio is, and the audio itself (null when it has none).
 */
export type RehearseLine = {
  scene_index: number;
  actor: string;
  dialog: string;
  src: string | null;
  duration_s?: number | null;
};

/** One step of a rehearsal: a line that sounds, or a line of the actor's the read waits for. */
export type RehearseStep = { index: number; kind: 'play' | 'wait' };

export type RehearseOptions = {
  character: string;
  /** Only the line before each of the actor's lines sounds. */
  cueOnly: boolean;
};

/** What the listener chose in the rehearse controls. */
export type RehearseChoice = {
  /** '' while just listening. */
  character: string;
  cueOnly: boolean;
  /** The actor's lines as first letters, tapped to reveal. */
  hide: boolean;
  /** Loop the scene the rehearsal started in. */
  loop: boolean;
};

/** Just listening: no character chosen, no option on. */
export const NO_REHEARSAL: RehearseChoice = {
  character: '',
  cueOnly: false,
  hide: false,
  loop: false,
};

/** The reading pace when a line has no audio to measure: 2.5 words a second. */
export const WORDS_PER_SECOND = 2.5;

/**
 * The order of a rehearsal over `lines`. The actor's lines are waited for, never played; the
 * others play when they have audio (a line without any is passed over, as in Play All). With cue
 * only, a line plays only when the next one is the actor's.
 */
export function rehearsePlan(lines: RehearseLine[], options: RehearseOptions): RehearseStep[] {
  const steps: RehearseStep[] = [];
  lines.forEach((line, index) => {
    if (line.actor === options.character) return void steps.push({ index, kind: 'wait' });
    if (!line.src) return;
    const cue = lines[index + 1]?.actor === options.character;
    if (!options.cueOnly || cue) steps.push({ index, kind: 'play' });
  });
  return steps;
}

/**
 * How long the read waits for the actor: the line's generated audio at the chosen speed, or its
 * words at 2.5 a second (also scaled by the speed) when it has none.
 */
export function waitMs(line: Pick<RehearseLine, 'dialog' | 'duration_s'>, speed: number): number {
  const words = line.dialog.trim().split(/\s+/).filter(Boolean).length;
  const seconds = line.duration_s ?? words / WORDS_PER_SECOND;
  return Math.round((seconds * 1000) / speed);
}

/** "Every night for thirty years." → "E n f t y." — the first letters, punctuation kept. */
export const firstLetters = (dialog: string) =>
  dialog.replace(/([\p{L}\p{N}])[\p{L}\p{N}'’-]*/gu, '$1');

/** The characters a listener can rehearse as: every speaker but the narrator, in order of first line. */
export const charactersOf = (lines: Pick<RehearseLine, 'actor'>[]) => [
  ...new Set(lines.map((line) => line.actor).filter((actor) => actor !== 'narrator')),
];
