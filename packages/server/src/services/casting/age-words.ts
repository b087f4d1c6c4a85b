/**
 * What a character's description says of gender and age: "a woman", "his former partner",
 * "(60s)", "late forties", "retired", "teenage". Bands follow the voices: young up to the
 * twenties, old from the mid-fifties.
 */
import { FEMALE_WORDS, MALE_WORDS, OLD_WORDS, YOUNG_WORDS } from './name-hints';
import type { Gender } from './script-text';

export type AgeBand = 'young' | 'middle' | 'old';

// Words that name a person's gender in prose; pronouns and short or double-sense words
// ("ma", "count", "host") are left to the other signals.
const NOT_IN_PROSE = new Set('HE HIM HER SHE MA PA POP POPS COUNT MASTER HOST GOD HERO'.split(' '));

const upperWords = (text: string) =>
  text
    .toUpperCase()
    .split(/[^A-Z']+/)
    .map((w) => w.replace(/'S?$/, ''))
    .filter(Boolean);

/** Words after which a person noun is someone else: "her father", "Beamen's daughter". */
const POSSESSIVE = /^(?:HIS|HER|THEIR|MY|YOUR|OUR|ITS|.+'S)$/;

export function genderWordOf(text: string): Gender | undefined {
  const raw = text.toUpperCase().split(/[^A-Z']+/);
  for (const [i, token] of raw.entries()) {
    const w = token.replace(/'S?$/, '');
    if (!w || NOT_IN_PROSE.has(w) || POSSESSIVE.test(raw[i - 1] ?? '')) continue;
    if (FEMALE_WORDS.has(w)) return 'female';
    if (MALE_WORDS.has(w)) return 'male';
  }
  return undefined;
}

const DECADES: Record<string, number> = {
  TEENS: 15,
  TWENTIES: 25,
  THIRTIES: 35,
  FORTIES: 45,
  FIFTIES: 55,
  SIXTIES: 65,
  SEVENTIES: 75,
  EIGHTIES: 85,
  NINETIES: 95,
};

const OLDER = new Set([...OLD_WORDS, 'RETIRED', 'RETIREE', 'GRAY', 'GREY', 'WRINKLED', 'FRAIL']);
const YOUNGER = new Set([...YOUNG_WORDS, 'TEENS', 'ADOLESCENT', 'KIDDO', 'COLLEGE']);
const MIDDLE = /\bmiddle[- ]aged\b/i;

export const bandOf = (years: number): AgeBand =>
  years < 30 ? 'young' : years < 55 ? 'middle' : 'old';

/** The age band a description states, by number first ("60s", "32"), then by word. */
export function ageOf(text: string): AgeBand | undefined {
  const decade = text.match(/\b([1-9])0'?s\b/);
  const plain = text.match(/(?:^|[,(]\s*)(\d{1,2})\s*[,)]/);
  const years = decade ? Number(decade[1]) * 10 + 5 : plain ? Number(plain[1]) : NaN;
  if (!Number.isNaN(years)) return bandOf(years);
  const ws = upperWords(text);
  const word = ws.find((w) => DECADES[w] !== undefined);
  if (word) return bandOf(DECADES[word]);
  if (MIDDLE.test(text)) return 'middle';
  if (ws.some((w) => OLDER.has(w))) return 'old';
  if (ws.some((w) => YOUNGER.has(w))) return 'young';
  return undefined;
}
