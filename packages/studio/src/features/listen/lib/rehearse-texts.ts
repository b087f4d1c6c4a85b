/** The rehearse controls' words (issue 35): what a screen reader hears as the read goes on. */
export const REHEARSE_TEXTS = {
  legend: 'Rehearse as a character',
  nobody: 'Nobody (just listen)',
  reveal: 'Show line',
  ready: (character: string) => `Rehearsing as ${character}. Press Start rehearsal when ready.`,
  playing: (number: number, speaker: string) => `Listening: line ${number}, ${speaker}.`,
  waiting: (number: number) => `Your line ${number}. Say it, then press Space or Next.`,
  done: 'Rehearsal finished.',
} as const;
