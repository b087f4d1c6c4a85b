import type { Delivery } from '../../adapters/tts/tts-port';

/**
 * A line's delivery from its parenthetical: the words writers use for how a
 * line is said, turned into what every engine can do — level, breath, pace and a beat before it.
 * Pure, tested beside it.
 */
export type Directed = { delivery?: Delivery; pace: number };

const WHISPER =
  /\b(whisper\w*|softly|quietly|hushed|murmur\w*|sotto voce|under (?:his|her|their|my) breath)\b/i;
const SHOUT = /\b(shout\w*|yell\w*|scream\w*|bellow\w*|roar\w*|hollers?|hollering)\b/i;
const FAST = /\b(fast|quickly|rushed|rushing|hurried(?:ly)?|rapid(?:ly)?|rapid-fire)\b/i;
const SLOW = /\b(slowly|deliberately|drawn out|haltingly|measured)\b/i;
const LONG_PAUSE = /\b(long (?:beat|pause)|silence)\b/i;
const PAUSE = /\b(beat|pause|pauses|pausing)\b/i;

/** Decibels against the level every line is brought to; a whisper stays well under it. */
export const WHISPER_GAIN_DB = -10;
export const SHOUT_GAIN_DB = 5;
/** Speed factors for a hurried or a deliberate line. */
export const FAST_PACE = 1.2;
export const SLOW_PACE = 0.8;
export const BEAT_MS = 700;
export const LONG_BEAT_MS = 1500;

export function directed(direction: string | null | undefined): Directed {
  if (!direction) return { pace: 1 };
  const delivery: Delivery = {};
  if (WHISPER.test(direction))
    Object.assign(delivery, { gainDb: WHISPER_GAIN_DB, breathy: true, tone: 'whisper' });
  else if (SHOUT.test(direction)) Object.assign(delivery, { gainDb: SHOUT_GAIN_DB, tone: 'shout' });
  if (LONG_PAUSE.test(direction)) delivery.pauseBeforeMs = LONG_BEAT_MS;
  else if (PAUSE.test(direction)) delivery.pauseBeforeMs = BEAT_MS;
  const pace = FAST.test(direction) ? FAST_PACE : SLOW.test(direction) ? SLOW_PACE : 1;
  return { pace, ...(Object.keys(delivery).length > 0 ? { delivery } : {}) };
}
