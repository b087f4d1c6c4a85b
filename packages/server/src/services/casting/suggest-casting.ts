/**
 * A first casting of a parsed script: a distinct voice per character, the narrator on a clear
 * neutral voice, a woman's voice for a name that reads as a woman's and a man's for a man's, the
 * best-sounding voices for the biggest parts. A voice is used twice only when there are more
 * characters than voices (then spread over the smallest parts). Pure: same input, same casting.
 */
import type { Voice } from '../../adapters/tts/tts-port';
import {
  FEMALE_NAMES,
  FEMALE_WORDS,
  MALE_NAMES,
  MALE_WORDS,
  OLD_WORDS,
  YOUNG_WORDS,
} from './name-hints';

export interface CastCharacter {
  /** The actor name as in the script ("narrator" is the narrator). */
  name: string;
  /** How many lines they have: bigger parts choose first. */
  lines: number;
}

export interface Casting {
  actor: string;
  voiceId: string;
}

type Gender = 'female' | 'male' | undefined;
type Age = 'young' | 'old' | undefined;

/** Preferred narrators among the offline voices: natural, calm, neutral American. */
const NARRATORS = ['offline-robert', 'offline-sally', 'offline-alan'];

const words = (name: string) =>
  name
    .toUpperCase()
    .replace(/\(.*?\)/g, ' ')
    .split(/[^A-Z']+/)
    .map((w) => w.replace(/'S?$/, ''))
    .filter(Boolean);

export function guessGender(name: string): Gender {
  const ws = words(name);
  for (const w of ws) {
    if (FEMALE_WORDS.has(w)) return 'female';
    if (MALE_WORDS.has(w)) return 'male';
  }
  for (const w of ws) {
    if (FEMALE_NAMES.has(w)) return 'female';
    if (MALE_NAMES.has(w)) return 'male';
  }
  return undefined;
}

export function guessAge(name: string): Age {
  const ws = words(name);
  if (ws.some((w) => OLD_WORDS.has(w))) return 'old';
  if (ws.some((w) => YOUNG_WORDS.has(w))) return 'young';
  return undefined;
}

const voiceGender = (v: Voice): Gender =>
  /female|woman/i.test(v.gender) ? 'female' : /\bmale|man\b/i.test(v.gender) ? 'male' : undefined;

const voiceAge = (v: Voice): Age | 'middle' =>
  /young|child|teen/i.test(v.age) ? 'young' : /old|elder|senior/i.test(v.age) ? 'old' : 'middle';

/** How good a voice sounds, for handing the best ones to the biggest parts. */
function quality(v: Voice): number {
  if (v.engine === 'elevenlabs') return 4;
  if (/telephone/i.test(v.description)) return -3; // a special effect, not a lead
  if (/\bnatural\b/i.test(v.description)) return 2;
  if (v.engine === 'flite') return 1;
  return 0;
}

function characterScore(v: Voice, gender: Gender, age: Age, uses: number, rank: number): number {
  let score = 0;
  const g = voiceGender(v);
  if (gender && g) score += g === gender ? 10 : -10;
  const a = voiceAge(v);
  if (age) score += a === age ? 4 : a === 'middle' ? 0 : -3;
  // Keep clearly old or young voices for characters who are.
  else if (a !== 'middle') score -= 1;
  // Leads get the best voices; the effect decays with the part's rank.
  score += quality(v) * (rank < 6 ? 1 : 0.3);
  // Any unused voice beats any used one: a voice is shared only once all are taken.
  return score - uses * 1000;
}

function narratorScore(v: Voice, uses: number): number {
  const preferred = NARRATORS.indexOf(v.voiceId);
  let score = preferred >= 0 ? 30 - preferred : 0;
  if (/narrat/i.test(v.description)) score += 25;
  score += quality(v) * 2;
  if (voiceAge(v) !== 'middle') score -= 3;
  return score - uses * 1000;
}

export function suggestCasting(characters: CastCharacter[], voices: Voice[]): Casting[] {
  if (voices.length === 0) return characters.map((c) => ({ actor: c.name, voiceId: '' }));
  const isNarrator = (c: CastCharacter) => c.name.trim().toLowerCase() === 'narrator';
  const order = characters
    .map((c, index) => ({ c, index }))
    .sort(
      (a, b) =>
        Number(isNarrator(b.c)) - Number(isNarrator(a.c)) ||
        b.c.lines - a.c.lines ||
        a.index - b.index,
    );
  const uses = new Map<string, number>();
  const chosen = new Map<number, string>();
  order.forEach(({ c, index }, rank) => {
    const gender = guessGender(c.name);
    const age = guessAge(c.name);
    let best = voices[0];
    let bestScore = -Infinity;
    for (const v of voices) {
      const u = uses.get(v.voiceId) ?? 0;
      const s = isNarrator(c) ? narratorScore(v, u) : characterScore(v, gender, age, u, rank);
      if (s > bestScore) {
        best = v;
        bestScore = s;
      }
    }
    uses.set(best.voiceId, (uses.get(best.voiceId) ?? 0) + 1);
    chosen.set(index, best.voiceId);
  });
  return characters.map((c, index) => ({ actor: c.name, voiceId: chosen.get(index)! }));
}
