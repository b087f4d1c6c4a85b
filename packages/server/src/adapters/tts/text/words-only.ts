/**
 * Text handed to any voice engine is words and nothing else. eSpeak-NG reads SSML in its input
 * (`<break time="3600s"/>` is an hour of silence), and providers honour their own tags, so a
 * script, a retake or a pronunciation's "say as" could otherwise steer the engine. Tags are
 * removed (they are never words a writer meant to be read aloud) and the characters that start
 * markup or an entity are replaced by what a reader would say or by a space.
 */
/** A tag names something right after its bracket: `3 < 4 > 2` is arithmetic, not a tag. */
const TAG = /<[/!?]?[A-Za-z][^<>]*>/g;

export function wordsOnly(text: string): string {
  return text
    .replace(TAG, ' ')
    .replace(/&/g, ' and ')
    .replace(/[<>]/g, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
