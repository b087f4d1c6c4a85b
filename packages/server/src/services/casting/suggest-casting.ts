/**
 * A first casting of a parsed script: a distinct voice per character, the narrator on a clear
 * neutral voice, each character on a voice of the gender and age the script gives them (or
 * their name suggests), the clearest voices for the biggest parts. A voice is used twice only
 * when there are more characters than voices of their gender (then spread over the smallest
 * parts). Pure: same input, same casting.
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
  /** What the script says of them (character-traits); the name alone is the guess otherwise. */
  gender?: 'female' | 'male';
  age?: 'young' | 'middle' | 'old';
}

export interface Casting {
  actor: string;
  voiceId: string;
}

type Gender = 'female' | 'male' | undefined;
type Age = 'young' | 'middle' | 'old' | undefined;

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

/**
 * How easy a voice is to follow, for handing the clearest to the biggest parts: provider voices,
 * then neural voices (VOICE_MODELS_DIR), then Flite's recorded voices as recorded (Sally, Robert, Alan), the same pitched or slowed
 * (Margaret, Callum), Flite's diphone voices, eSpeak-NG's plain accents, its regional ones, and
 * last the telephone effect, which is for calls and radios.
 */
export function clarity(v: Voice): number {
  if (v.engine === 'elevenlabs') return 6;
  // Neural voices sound human: ahead of every other voice made on this server.
  if (v.engine === 'neural') return 5.5;
  if (/telephone/i.test(v.description)) return -3;
  if (/^natural\b/i.test(v.description)) return 5;
  if (/\bnatural\b/i.test(v.description)) return 4;
  if (v.engine === 'flite') return 3;
  if (/scottish|caribbean|lancashire|midlands|new york|northern/i.test(v.description)) return 1;
  return 2;
}

/**
 * A voice of the wrong gender costs more than sharing a voice twice: when a script has more men
 * than the catalogue has men's voices, small parts share one rather than get a woman's.
 */
const WRONG_GENDER = 2500;

/** More than the widest clarity gap a lead can see (6 × 1.5): a stated old or young age wins. */
const AGE_FITS = 10;

/** Among voices of the right age, leads take the clearest; small parts weigh clarity less. */
// Rank 0 is the narrator: the five biggest characters count as leads.
const clarityWeight = (rank: number) => (rank <= 5 ? 1.5 : rank <= 8 ? 0.6 : 0.3);

function characterScore(
  v: Voice,
  gender: Gender,
  age: Age,
  uses: number,
  rank: number,
  lean: Gender,
): number {
  let score = 0;
  const g = voiceGender(v);
  if (gender && g) score += g === gender ? 10 : -WRONG_GENDER;
  // Unknown gender: lean towards the gender cast less so far, so guesses alternate.
  else if (lean && g) score += g === lean ? 2 : -2;
  const a = voiceAge(v);
  // An old or young character is heard as one, leads too: the age outweighs any difference in
  // clarity (a man "in his 70s" on a middle-aged voice was the complaint), as gender does.
  if (age && age !== 'middle') score += a === age ? AGE_FITS : a === 'middle' ? 0 : -3;
  else if (age) score += a === 'middle' ? 2 : 0;
  // Keep clearly old or young voices for characters who are.
  else if (a !== 'middle') score -= 1;
  score += clarity(v) * clarityWeight(rank);
  // Any unused voice beats any used one: a voice is shared only once all are taken.
  return score - uses * 1000;
}

function narratorScore(v: Voice, uses: number): number {
  const preferred = NARRATORS.indexOf(v.voiceId);
  let score = preferred >= 0 ? 30 - preferred : 0;
  if (/narrat/i.test(v.description)) score += 25;
  score += clarity(v) * 2;
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
  const cast = { female: 0, male: 0 };
  order.forEach(({ c, index }, rank) => {
    const gender = c.gender ?? guessGender(c.name);
    const age = c.age ?? guessAge(c.name);
    const lean: Gender =
      cast.female === cast.male ? undefined : cast.female < cast.male ? 'female' : 'male';
    let best = voices[0];
    let bestScore = -Infinity;
    for (const v of voices) {
      const u = uses.get(v.voiceId) ?? 0;
      const s = isNarrator(c) ? narratorScore(v, u) : characterScore(v, gender, age, u, rank, lean);
      if (s > bestScore) {
        best = v;
        bestScore = s;
      }
    }
    // The narrator's voice is the last a character shares: it reads every action line.
    uses.set(best.voiceId, (uses.get(best.voiceId) ?? 0) + (isNarrator(c) ? 1.5 : 1));
    const g = voiceGender(best);
    if (!isNarrator(c) && g) cast[g] += 1;
    chosen.set(index, best.voiceId);
  });
  return characters.map((c, index) => ({ actor: c.name, voiceId: chosen.get(index)! }));
}
