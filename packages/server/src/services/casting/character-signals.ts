/**
 * The signals a script gives about who a character is, each as weighted votes: pronouns in the
 * action around the name and the character's introduction ("BRICK BRADDOCK, retired police
 * detective, ..."); titles in the dialogue are in title-votes.ts. Pure: lines in, votes out.
 */
import { type AgeBand, ageOf, genderWordOf } from './age-words';
import {
  cueName,
  type Gender,
  leadingSubject,
  namePattern,
  objectPronoun,
  type ScriptLine,
  sentences,
  subjectPronouns,
} from './script-text';

export interface Vote {
  actor: string;
  gender?: Gender;
  age?: AgeBand;
  weight: number;
  signal: 'pronoun' | 'title' | 'introduction' | 'name';
  /** Which rule and words gave the vote, for reading a casting back. */
  why?: string;
}

/**
 * The action after a speech is as often about the listener as the speaker ("She hesitates."
 * after his line): a hint that settles a silent script, never a match for a named sentence.
 */
const AFTER_SPEECH = 0.25;

/** ", his former partner" right after a name: the relation of the one named before. */
const APPOSITIVE = /^(?:\s+[A-Z][A-Z'.-]+(?![a-z]))*\s*,\s*(?:[Hh]is|[Hh]er)\s+\w/;

/** Before a name that is the subject: nothing, or a short opening ("At the door, Jo…"). */
const SUBJECT_OPENING = /^$|^(?:\w+\s+){0,4}\w+,\s*$|^(?:then|now|suddenly|and)\s+$/i;

const isAction = (l: ScriptLine) => l.kind === 'action';
export const isSpeech = (l: ScriptLine) => l.kind === 'dialogue' && l.actor !== 'narrator';

type Cast = Map<string, { re: RegExp; key: string }>;

/** Characters named in a sentence, in any case. */
const namedIn = (text: string, cast: Cast) => {
  const lower = text.toLowerCase();
  const named: string[] = [];
  // A plain substring test first: a feature film asks this of ~50 names per sentence.
  for (const [actor, { re, key }] of cast)
    if (lower.includes(key) && re.test(text)) named.push(actor);
  return named;
};

const patterns = (actors: string[]): Cast =>
  new Map(
    actors.map((a) => [a, { re: namePattern(a), key: cueName(a).split(' ')[0].toLowerCase() }]),
  );

/**
 * Pronouns in the action: the subject pronouns after a character's name in a sentence naming
 * no one else, a sentence starting "He"/"She" right after one, and the action right after a
 * speech ("As he rattles off the list…", "Rachel looks at him.") for the one who spoke.
 */
export function pronounVotes(lines: ScriptLine[], actors: string[]): Vote[] {
  const cast = patterns(actors);
  const votes: Vote[] = [];
  const vote = (actor: string, gender: Gender | undefined, why: string) => {
    if (gender)
      votes.push({
        actor,
        gender,
        weight: why.startsWith('after') || why.startsWith('object') ? AFTER_SPEECH : 1,
        signal: 'pronoun',
        why,
      });
  };
  // The one named last, for "DICK STEEL, his former partner": that "his" is the other man's.
  let lastNamed: string | undefined;
  lines.forEach((line, i) => {
    if (!isAction(line)) return;
    const ss = sentences(line.dialog);
    ss.forEach((s, j) => {
      const named = namedIn(s, cast);
      const previous = lastNamed;
      if (named.length > 0) lastNamed = named.length === 1 ? named[0] : undefined;
      if (named.length !== 1) return;
      const [actor] = named;
      const { re } = cast.get(actor)!;
      const at = s.search(re);
      const after = s.slice(at).replace(re, '');
      const appositive = after.match(APPOSITIVE);
      if (appositive) {
        if (previous && previous !== actor)
          vote(previous, subjectPronouns(appositive[0])[0], `appositive: ${s}`);
        return;
      }
      if (!SUBJECT_OPENING.test(s.slice(0, at))) return;
      vote(actor, subjectPronouns(after)[0], `same sentence: ${s}`);
      const next = ss[j + 1];
      if (next && namedIn(next, cast).length === 0)
        vote(actor, leadingSubject(next), `next sentence: ${next}`);
    });
    const before = lines[i - 1];
    if (!before || !isSpeech(before) || !cast.has(before.actor)) return;
    const first = ss[0] ?? '';
    const named = namedIn(first, cast);
    // Only the words before any name: "As he turns, Vera laughs." is about the speaker.
    const opening = first.slice(
      0,
      Math.min(first.length, ...named.map((a) => first.search(cast.get(a)!.re))),
    );
    const subject = leadingSubject(opening);
    if (subject) vote(before.actor, subject, `after speech: ${first}`);
    else if (named.length === 1 && named[0] !== before.actor)
      vote(before.actor, objectPronoun(first), `object after speech: ${first}`);
  });
  return votes;
}

/** The introduction: the first action line with the name in capitals, and its description. */
export function introductionOf(lines: ScriptLine[], actor: string) {
  const cue = namePattern(actor, '');
  for (const line of lines) {
    if (!isAction(line)) continue;
    const m = cue.exec(line.dialog);
    if (!m) continue;
    // The full name in capitals around the cue ("BRICK BRADDOCK" for BRICK).
    const head = line.dialog.slice(0, m.index).match(/(?:[A-Z][A-Z'.-]+\s+)*$/)?.[0] ?? '';
    const rest = line.dialog.slice(m.index + m[0].length);
    const tail = rest.match(/^(?:\s+[A-Z][A-Z'.-]+(?![a-z]))*/)?.[0] ?? '';
    const after = rest.slice(tail.length);
    const described = /^\s*[,(]/.test(after);
    const description = described ? (sentences(after)[0] ?? '') : '';
    // The word just before the name: "Beamen's daughter JENNY", "a nurse, MAE".
    const lead =
      line.dialog
        .slice(0, m.index - head.length)
        .match(/([A-Za-z']+)[\s,]*$/)?.[1]
        ?.toLowerCase() ?? '';
    return { fullName: `${head}${m[0]}${tail}`.trim(), description, lead };
  }
  return undefined;
}

/** Votes from the introduction's description: "woman", "his", "60s", "retired"… */
export function introductionVotes(actor: string, description: string, lead = ''): Vote[] {
  const votes: Vote[] = [];
  // ", his sister, …": the relation named is this character's own.
  const relation = description.match(
    /^\s*[,(]\s*(?:his|her|their|\w+'s)\s+((?:[\w-]+\s+){0,2}[\w-]+)/i,
  );
  const gender =
    genderWordOf(lead) ?? genderWordOf(relation?.[1] ?? '') ?? genderWordOf(description);
  if (gender) votes.push({ actor, gender, weight: 3, signal: 'introduction' });
  // ", his former partner" describes someone else's relation: no vote for this one.
  const pronoun = /^\s*[,(]\s*(his|her)\b/i.test(description)
    ? undefined
    : subjectPronouns(description)[0];
  if (pronoun) votes.push({ actor, gender: pronoun, weight: 1, signal: 'introduction' });
  const age = ageOf(description);
  if (age) votes.push({ actor, age, weight: 3, signal: 'introduction' });
  return votes;
}
