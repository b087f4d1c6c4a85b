import { NARRATOR } from '../../packages/api/src/contract/scenes';
import type { LineValues } from '../../packages/server/src/services/lines/lines-dal';

/**
 * A feature-length script as the parser would have written it: `count` lines in scenes of about
 * forty, each a heading, action and dialogue among six characters, some with a parenthetical, and
 * a transition now and then. Deterministic, so every run reads the same bytes.
 */
export const CHARACTERS = ['MARGOT', 'DEV', 'OLD TOM', 'ISABEL', 'KENJI', 'RUTH'] as const;

const WORDS = (
  'the night was cold and every window of the house on the hill was dark except one where ' +
  'someone kept a lamp burning as if waiting for a letter that would never come back'
).split(' ');

/** A sentence of 4 to 40 words, chosen by `seed`. */
const sentence = (seed: number) => {
  const length = 4 + ((seed * 7) % 37);
  const words = Array.from({ length }, (_, i) => WORDS[(seed * 13 + i * 5) % WORDS.length]);
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
};

function lineAt(i: number): LineValues {
  const inScene = i % 40;
  if (inScene === 0) {
    const place = ['INT. KITCHEN', 'EXT. HARBOUR', 'INT. CAR', 'EXT. ROOFTOP'][(i / 40) % 4];
    const time = i % 80 === 0 ? 'NIGHT' : 'DAY';
    return line(i, NARRATOR, `${place} #${i / 40 + 1} - ${time}`, 'scene_heading');
  }
  if (inScene === 39) return line(i, NARRATOR, 'CUT TO:', 'transition');
  if (inScene % 5 === 1) return line(i, NARRATOR, sentence(i), 'action');
  const actor = CHARACTERS[(i * 3 + Math.floor(i / 40)) % CHARACTERS.length];
  return {
    ...line(i, actor, sentence(i), 'dialogue'),
    direction: i % 9 === 0 ? '(quietly)' : null,
  };
}

const line = (i: number, actor: string, dialog: string, kind: LineValues['kind']): LineValues => ({
  lineIndex: i,
  actor,
  dialog,
  kind,
  direction: null,
  directionAfter: null,
});

export const scriptLines = (count: number): LineValues[] =>
  Array.from({ length: count }, (_, i) => lineAt(i));
