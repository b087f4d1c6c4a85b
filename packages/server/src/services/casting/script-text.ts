/**
 * Reading a script's words for casting: sentences, whole-word name matches and the pronouns
 * that can point back at a character. Plain text rules, no language model: enough to tie a
 * name to "he" or "she" in the usual screenplay phrasings.
 */

/** A script line as the lines table holds it: action lines are the narrator's. */
export interface ScriptLine {
  actor: string;
  dialog: string;
  kind: string;
}

export type Gender = 'female' | 'male';

export const sentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+|\s+--\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The cue without its extension: "MARA (V.O.)" → "MARA". */
export const cueName = (cue: string) =>
  cue
    .replace(/\(.*?\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Whole-word, any-case match of a name, possessive allowed ("Steel's"). */
export const namePattern = (name: string, flags = 'i') =>
  new RegExp(
    `(?<![\\w'])${cueName(name).split(' ').map(escape).join('\\s+')}(?:'s)?(?![\\w])`,
    flags,
  );

/** Words after "her" that show it is an object ("hands her the gun"), not "her coat". */
const AFTER_OBJECT_HER = new Set(
  `a an the to and in on at with as again back up down off out away that for from into over
  close tight go this some it by or but like than onto toward towards around about before after
  alone anyway is was without across through`.split(/\s+/),
);

/** Verbs that take "her" as a first object: "gives her directions" is not her directions. */
const GIVING =
  /^(?:give|gives|giving|gave|hand|hands|handing|handed|tell|tells|telling|told|show|shows|showing|showed|offer|offers|offering|offered|pass|passes|passing|passed|bring|brings|bringing|brought)$/;

/** Words and punctuation marks in order: a "her" before a comma is an object. */
const tokens = (text: string) => text.toLowerCase().match(/[a-z']+|[,.;:!?()"-]/g) ?? [];
const words = (text: string) => tokens(text).filter((t) => /^[a-z]/.test(t));

/** "her" as an object: before punctuation, the end, an article, a preposition or an adverb. */
const objectHer = (previous: string | undefined, next: string | undefined) =>
  next === undefined ||
  !/^[a-z]/.test(next) ||
  AFTER_OBJECT_HER.has(next) ||
  /ly$/.test(next) ||
  GIVING.test(previous ?? '');

/**
 * The gendered pronouns that refer to a sentence's subject: he, his, himself, she, herself and
 * a possessive her. "him" and an object "her" are left out: they are nearly always someone else
 * ("Rachel looks at him").
 */
export function subjectPronouns(text: string): Gender[] {
  const ts = tokens(text);
  const found: Gender[] = [];
  ts.forEach((w, i) => {
    if (w === 'he' || w === 'his' || w === 'himself') found.push('male');
    else if (w === 'she' || w === 'herself') found.push('female');
    else if (w === 'her' && !objectHer(ts[i - 1], ts[i + 1])) found.push('female');
  });
  return found;
}

/** "he"/"she" as the first gendered word of a sentence: it names the one just spoken of. */
export function leadingSubject(text: string): Gender | undefined {
  const first = words(text).find((w) => ['he', 'she', 'him', 'her', 'his', 'hers'].includes(w));
  if (first === 'he') return 'male';
  if (first === 'she') return 'female';
  return undefined;
}

/** "him" or an object "her": in an action right after a speech, usually the speaker. */
export function objectPronoun(text: string): Gender | undefined {
  const ts = tokens(text);
  for (let i = 0; i < ts.length; i++) {
    if (ts[i] === 'him') return 'male';
    if (ts[i] === 'her' && objectHer(ts[i - 1], ts[i + 1])) return 'female';
  }
  return undefined;
}
