/** The rehearse controls' words: what a screen reader hears as the read goes on. */
export const REHEARSE_TEXTS = {
  legend: 'Rehearse as a character',
  who: 'Rehearse as',
  nobody: 'Nobody (just listen)',
  reveal: 'Show line',
  start: 'Start rehearsal',
  ready: (character: string) => `Rehearsing as ${character}. Press Start rehearsal when ready.`,
  playing: (number: number, speaker: string) => `Listening: line ${number}, ${speaker}.`,
  /** `next` names the button that ends the wait, as the page labels it. */
  waiting: (number: number, next = 'Next') =>
    `Your line ${number}. Say it, then press Space or ${next}.`,
  done: 'Rehearsal finished.',
} as const;
