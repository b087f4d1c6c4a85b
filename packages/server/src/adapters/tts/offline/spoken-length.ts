/**
 * The longest a line may last: its words read at the engine's slowest rate, plus a pause for each
 * mark of punctuation, plus a second of slack. Whatever an engine makes beyond that is not the
 * text (an instruction it read as markup, a runaway), so synthesis stops there: stopping bounds
 * the CPU and memory a line can take, where refusing afterwards would already have spent them.
 * A real line never comes near the limit, so nothing a writer wrote is cut.
 */
const SLOWEST_WORDS_PER_MINUTE = 80;
/** Long words take longer: a word is counted at least once per six characters. */
const CHARACTERS_PER_WORD = 6;
const PAUSE_SECONDS = 1;
const SLACK_SECONDS = 1;

export function longestSeconds(text: string): number {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = words.reduce((sum, word) => sum + word.length, 0);
  const counted = Math.max(words.length, Math.ceil(letters / CHARACTERS_PER_WORD));
  const pauses = (text.match(/[.,;:!?]+/g) ?? []).length;
  return (counted * 60) / SLOWEST_WORDS_PER_MINUTE + pauses * PAUSE_SECONDS + SLACK_SECONDS;
}
