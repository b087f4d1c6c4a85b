/** The player bar's words (not worded by the spec). */
export const PLAYER_TEXTS = {
  bar: 'Player',
  play: 'Play',
  pause: 'Pause',
  previous: 'Previous line',
  next: 'Next line',
  seek: 'Position in the read',
  scene: 'Scene',
  speed: 'Playback speed',
  shortcuts: 'Keyboard shortcuts',
  nothing: 'No line playing',
  generateHint: 'Generates just these lines, charged as Generate is.',
  generating: 'Audio is being generated: Play All waits for each line.',
  generateFailed: 'The missing lines could not be generated. Please try again.',
} as const;

const lines = (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`;

/** The one button that makes exactly the lines with no audio. */
export const needAudio = (count: number) =>
  `${lines(count)} ${count === 1 ? 'needs' : 'need'} audio`;

/** What Play All passes over while those lines have no audio. */
export const skippedLines = (count: number) => `Play All skips ${lines(count)} without audio.`;

/** The keys the bar answers, as its shortcut list shows them. */
export const SHORTCUTS = [
  { keys: 'Space', does: 'Play or pause' },
  { keys: '← / →', does: 'Previous or next line' },
  { keys: '↑ / ↓', does: 'Previous or next scene' },
] as const;
