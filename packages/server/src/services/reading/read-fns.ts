import {
  DEFAULT_PAUSE_MS,
  NARRATOR,
  type NarratorPolicy,
  type Pronunciation,
  type ReadSettings,
} from '@castmyscript/api/contract';

import type { StoredLine } from '../../db/schema';

/** Pure rules of directing the read, tested beside them. */

export const DEFAULT_READ: ReadSettings = {
  narrator: 'all',
  pronunciations: [],
  pause_ms: DEFAULT_PAUSE_MS,
};

/** A document's settings as stored (null: never set) with every field filled. */
export const readOf = (stored: ReadSettings | null | undefined): ReadSettings => ({
  ...DEFAULT_READ,
  ...stored,
});

const spokenByNarrator = (line: Pick<StoredLine, 'actor'>) =>
  line.actor.trim() === '' || line.actor === NARRATOR;

/**
 * Whether the read includes a line under the narrator policy. Characters always speak; the
 * narrator's scene headings are kept by 'headings_and_dialogue', its action and transitions only
 * by 'all'.
 */
export function readsLine(
  line: Pick<StoredLine, 'actor' | 'kind'>,
  policy: NarratorPolicy,
): boolean {
  if (!spokenByNarrator(line) || policy === 'all') return true;
  return policy === 'headings_and_dialogue' && line.kind === 'scene_heading';
}

// A term stands alone: no letter or digit right before or after it ("Cognito" but not
// "Cognitoes"); any case, since a heading may shout the name the dialogue says softly.
const WORD_EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
const WORD_EDGE_AFTER = '(?![\\p{L}\\p{N}])';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text as the voices should say it: each listed term replaced by its "say as". Longer terms
 * are tried first so "Dr. Cognito" wins over "Cognito". Applied before synthesis on every engine,
 * so the line's cache key changes exactly when one of its terms is (re)defined.
 */
export function respell(text: string, pronunciations: readonly Pronunciation[]): string {
  if (pronunciations.length === 0) return text;
  const sayAs = new Map(pronunciations.map((p) => [p.term.toLowerCase(), p.say_as]));
  const terms = [...sayAs.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`${WORD_EDGE_BEFORE}(${terms.join('|')})${WORD_EDGE_AFTER}`, 'giu');
  return text.replace(pattern, (found) => sayAs.get(found.toLowerCase()) ?? found);
}
