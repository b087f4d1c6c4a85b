/**
 * The yardstick for casting's gender figure: a character's gender counts as "stated" when an
 * action sentence starts with the character's name, names no other character, and holds a
 * possessive or reflexive pronoun (his, himself / her + word, herself) — "Rachel shakes her
 * head.", "Frank lowers his gun." "he"/"she"/"him" and "her" before punctuation, an article
 * or a preposition are left out: in a long sentence they are often someone else. Kept
 * separate from, and narrower than, the casting code's own signals, so each counted character
 * carries a sentence a person can check by eye.
 */

export interface BenchLine {
  actor: string;
  dialog: string;
  kind: string;
}

export interface Stated {
  actor: string;
  gender: 'female' | 'male';
  /** The sentences that state it. */
  evidence: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const nameRe = (name: string) =>
  new RegExp(`(?<![\\w'])${escape(name).replace(/\s+/g, '\\s+')}(?:'s)?(?!\\w)`, 'i');

const MALE = /\b(?:his|himself)\b/i;
// "her" before these is an object ("steps toward her without…", "gives her directions").
const GIVING =
  'give gives giving gave hand hands handing handed tell tells telling told show shows showing showed offer offers offering offered pass passes passing passed bring brings bringing brought';
const LINKING =
  'a an the to and in on at with as for from into up down off out back away without toward towards over around across through about like';
const alt = (list: string) => list.split(' ').join('|');
const FEMALE = new RegExp(
  `\\bherself\\b|(?<!\\b(?:${alt(GIVING)})\\s+)\\bher\\s+(?!(?:${alt(LINKING)})\\b)[a-z]`,
  'i',
);

export function statedGenders(lines: BenchLine[]): Stated[] {
  const actors = [...new Set(lines.filter((l) => l.kind === 'dialogue').map((l) => l.actor))]
    .filter((a) => a !== 'narrator')
    .map((a) => ({ actor: a, re: nameRe(a.replace(/\(.*?\)/g, '').trim()) }));
  const found = new Map<string, { male: string[]; female: string[] }>();
  for (const line of lines) {
    if (line.kind !== 'action') continue;
    for (const sentence of line.dialog.split(/(?<=[.!?])\s+/)) {
      const named = actors.filter((a) => a.re.test(sentence));
      if (named.length !== 1) continue;
      const [{ actor, re }] = named;
      if (sentence.search(re) !== 0) continue;
      const male = MALE.test(sentence);
      const female = FEMALE.test(sentence);
      if (male === female) continue;
      const entry = found.get(actor) ?? { male: [], female: [] };
      (male ? entry.male : entry.female).push(sentence);
      found.set(actor, entry);
    }
  }
  return [...found]
    .filter(([, e]) => e.male.length !== e.female.length)
    .map(([actor, e]) => ({
      actor,
      gender: e.male.length > e.female.length ? ('male' as const) : ('female' as const),
      evidence: e.male.length > e.female.length ? e.male : e.female,
    }));
}
