/** The rehearse controls' words: what a screen reader hears as the read goes on. */
export const REHEARSE_TEXTS = {
  legend: 'Rehearse as a character',
  who: 'Rehearse as',
  nobody: 'Nobody (just listen)',
  reveal: 'Show line',
  start: 'Start rehearsal',
  /** `from` is the line number the read starts at, said only when it is not the first. */
  ready: (character: string, from = 1) =>
    `Rehearsing as ${character}${from > 1 ? ` from line ${from}` : ''}. Press Start rehearsal when ready.`,
  /** A line card's action: the read starts at that line. */
  fromHere: 'Rehearse from here',
  playing: (number: number, speaker: string) => `Listening: line ${number}, ${speaker}.`,
  /** `next` names the button that ends the wait, as the page labels it. */
  waiting: (number: number, next = 'Next') =>
    `Your line ${number}. Say it, then press Space or ${next}.`,
  done: 'Rehearsal finished.',
} as const;
