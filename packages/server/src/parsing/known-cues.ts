/**
 * Cues whose line breaks were lost. Text pasted from web archives often drops the layout part way
 * through: a cue flush left above its speech, a cue and its speech on one line ("MARSHAL OKAFOR
 * Where's the key?"), a speech running into the next cue ("Not tonight. MARSHAL OKAFOR"). Only
 * the name of a character who has already spoken, written in capitals, is taken for a cue there:
 * a character's first appearance in action ("DEPUTY ANNA RUIZ (40s), boots caked...") is
 * capitalised too and must stay action.
 */
import { type Row, rowText } from './model';
import { cueName, isCaps, isSceneHeading, isTransition, looksLikeCue } from './rules';

// Names run to a few words ("MARSHAL OKAFOR", "DEPUTY ANNA RUIZ").
const MAX_NAME_WORDS = 4;
// The end of a row searched for a trailing name: a few words, never the whole of a long line.
const TAIL = 120;

const isCapitalised = (words: string): boolean =>
  /\p{Lu}/u.test(words) && words === words.toLocaleUpperCase();

/**
 * Speech starts with a capital, a quote, an ellipsis or dash, or a parenthetical with speech after
 * it. A capitalised word next ("DEPUTY ANNA ...") means the name goes on; a lower-case one ("walks
 * in") or a comma after a parenthetical ("(40s), boots") means action about the character.
 */
function readsAsSpeech(rest: string): boolean {
  if (!rest || isCaps(rest)) return false;
  const paren = rest.match(/^\([^)]*\)\s*(.*)$/);
  const spoken = paren ? paren[1] : rest;
  if (!/^(?:["“‘']?\p{Lu}|\.\.\.|--|—)/u.test(spoken)) return false;
  const first = spoken.split(/\s+/)[0].replace(/[^\p{L}]/gu, '');
  return first.length < 2 || first === 'OK' || !isCapitalised(first);
}

/** "MARSHAL OKAFOR Where's the key?" → the name as written and the speech. */
export function leadingCue(text: string, known: Set<string>): [string, string] | undefined {
  if (known.size === 0) return undefined;
  // Only the first few words are split off: a pasted file can be one line of megabytes.
  const words = text.split(' ', MAX_NAME_WORDS + 1);
  for (let n = Math.min(MAX_NAME_WORDS, words.length - 1); n >= 1; n--) {
    const name = words.slice(0, n).join(' ');
    if (!isCapitalised(name) || !known.has(cueName(name))) continue;
    const rest = text.slice(name.length + 1);
    return readsAsSpeech(rest) ? [name, rest] : undefined;
  }
  return undefined;
}

/**
 * "Not tonight. MARSHAL OKAFOR" → the speech and the next cue: a finished sentence, then a known
 * name that ends the line, with the next speech directly under it.
 */
export function trailingCue(
  text: string,
  next: Row | undefined,
  known: Set<string>,
): [string, string] | undefined {
  if (known.size === 0 || !next || next.blankBefore || next.type) return undefined;
  if (!readsAsSpeech(rowText(next))) return undefined;
  const words = text
    .slice(-TAIL)
    .split(' ')
    .slice(-(MAX_NAME_WORDS + 1));
  for (let n = Math.min(MAX_NAME_WORDS, words.length - 1); n >= 1; n--) {
    const name = words.slice(-n).join(' ');
    if (!isCapitalised(name) || !known.has(cueName(name))) continue;
    const speech = text.slice(0, text.length - name.length - 1);
    if (!/(?:[.!?]|\.\.\.|--|—)["'”’)]?$/.test(speech)) continue;
    return [speech, name];
  }
  return undefined;
}

/** A known name alone on its line at the start of a block, with its speech directly under it. */
export function isKnownCueAlone(rows: Row[], i: number, known: Set<string>): boolean {
  const [row, next] = [rows[i], rows[i + 1]];
  if (known.size === 0 || !row.blankBefore || !next || next.blankBefore) return false;
  if (next.page !== row.page || next.type) return false;
  const text = rowText(row);
  if (!looksLikeCue(text) || !known.has(cueName(text))) return false;
  const nextText = rowText(next);
  return (
    !isSceneHeading(nextText) &&
    !isTransition(nextText) &&
    !looksLikeCue(nextText) &&
    (nextText.startsWith('(') || readsAsSpeech(nextText))
  );
}
