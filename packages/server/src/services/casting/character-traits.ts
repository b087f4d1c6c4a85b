/**
 * Who each character is, as far as the script says: the gender and age band its signals vote
 * for. The cue's own words weigh most ("MRS. PRICE", "OLD EDWARD"), then the introduction,
 * titles and pronouns; a first-name list breaks silence only. A guess for a first casting:
 * the writer changes any voice they disagree with.
 */
import { type AgeBand, ageOf } from './age-words';
import { introductionOf, introductionVotes, pronounVotes, type Vote } from './character-signals';
import { FEMALE_NAMES, FEMALE_WORDS, MALE_NAMES, MALE_WORDS } from './name-hints';
import { cueName, type Gender, type ScriptLine } from './script-text';
import { titleVotes } from './title-votes';

export interface Traits {
  gender?: Gender;
  age?: AgeBand;
}

const upperWords = (name: string) =>
  cueName(name)
    .toUpperCase()
    .split(/[^A-Z']+/)
    .map((w) => w.replace(/'S?$/, ''))
    .filter(Boolean);

/** The name's votes: a title or role in the cue is near certain, a first name a fair guess. */
export function nameVotes(actor: string, fullName = ''): Vote[] {
  const votes: Vote[] = [];
  const cue = upperWords(actor);
  const role = cue.find((w) => FEMALE_WORDS.has(w) || MALE_WORDS.has(w));
  if (role)
    votes.push({
      actor,
      gender: FEMALE_WORDS.has(role) ? 'female' : 'male',
      weight: 5,
      signal: 'name',
    });
  const given = [...cue, ...upperWords(fullName)].find(
    (w) => FEMALE_NAMES.has(w) || MALE_NAMES.has(w),
  );
  if (given)
    votes.push({
      actor,
      gender: FEMALE_NAMES.has(given) ? 'female' : 'male',
      weight: 2,
      signal: 'name',
    });
  const age = ageOf(cueName(actor));
  // The cue's own age word ("YOUNG EDWARD") outranks whatever the description says.
  if (age) votes.push({ actor, age, weight: 10, signal: 'name' });
  return votes;
}

/** Every signal's votes for the characters of a script (the narrator is not cast here). */
export function votesFor(lines: ScriptLine[], actors: string[]): Vote[] {
  const cast = actors.filter((a) => a.trim().toLowerCase() !== 'narrator');
  const fullNames = new Map<string, string>();
  const votes: Vote[] = [];
  for (const actor of cast) {
    const intro = introductionOf(lines, actor);
    if (intro) {
      fullNames.set(actor, intro.fullName);
      votes.push(...introductionVotes(actor, intro.description, intro.lead));
    }
    votes.push(...nameVotes(actor, intro?.fullName));
  }
  votes.push(...pronounVotes(lines, cast), ...titleVotes(lines, cast, fullNames));
  return votes;
}

/** The gender and age with the most weight behind them; none when the votes tie. */
export function inferTraits(lines: ScriptLine[], actors: string[]): Map<string, Traits> {
  const tally = new Map<string, Map<string, number>>();
  for (const v of votesFor(lines, actors)) {
    const t = tally.get(v.actor) ?? new Map<string, number>();
    for (const key of [v.gender && `g:${v.gender}`, v.age && `a:${v.age}`])
      if (key) t.set(key, (t.get(key) ?? 0) + v.weight);
    tally.set(v.actor, t);
  }
  const best = (t: Map<string, number>, prefix: string) => {
    const ranked = [...t].filter(([k]) => k.startsWith(prefix)).sort((a, b) => b[1] - a[1]);
    if (ranked.length === 0 || ranked[0][1] === ranked[1]?.[1]) return undefined;
    return ranked[0][0].slice(prefix.length);
  };
  return new Map(
    [...tally].map(([actor, t]) => [
      actor,
      { gender: best(t, 'g:') as Gender | undefined, age: best(t, 'a:') as AgeBand | undefined },
    ]),
  );
}
