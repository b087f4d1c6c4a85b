/**
 * Titles in the dialogue as votes on a character's gender: "Mr. Braddock" for the one whose name
 * has Braddock in it, a bare "sir" or "ma'am" for the one the speaker answers.
 */
import { isSpeech, type Vote } from './character-signals';
import { cueName, type Gender, type ScriptLine } from './script-text';

const TITLES: Record<string, Gender> = {
  mr: 'male',
  mister: 'male',
  sir: 'male',
  lord: 'male',
  senor: 'male',
  mrs: 'female',
  ms: 'female',
  miss: 'female',
  missus: 'female',
  lady: 'female',
  dame: 'female',
  madam: 'female',
  madame: 'female',
  senora: 'female',
};
const TITLED =
  /\b(mr|mister|sir|lord|senor|mrs|ms|miss|missus|lady|dame|madam|madame|senora)\b\.?\s+([A-Z][\w'-]*)/gi;
const BARE = /\b(sir|ma'am|madam)\b(?!\.?\s+[A-Z][a-z])/i;

/**
 * Titles in the dialogue: "Mr. Braddock" for the character whose name has Braddock in it, and
 * a bare "sir" or "ma'am" for the one the speaker answers (the previous speaker).
 */
export function titleVotes(
  lines: ScriptLine[],
  actors: string[],
  fullNames: Map<string, string>,
): Vote[] {
  const votes: Vote[] = [];
  const nameWords = actors.map((a) => ({
    actor: a,
    words: new Set(`${cueName(a)} ${fullNames.get(a) ?? ''}`.toUpperCase().split(/[^A-Z']+/)),
  }));
  let lastSpeaker: string | undefined;
  for (const line of lines) {
    if (!isSpeech(line)) continue;
    for (const m of line.dialog.matchAll(TITLED)) {
      const gender = TITLES[m[1].toLowerCase()];
      const who = nameWords.filter(
        (n) => n.actor !== line.actor && n.words.has(m[2].toUpperCase()),
      );
      if (who.length === 1) votes.push({ actor: who[0].actor, gender, weight: 2, signal: 'title' });
    }
    const bare = line.dialog.match(BARE);
    if (bare && lastSpeaker && lastSpeaker !== line.actor && actors.includes(lastSpeaker)) {
      const gender = bare[1].toLowerCase() === 'sir' ? 'male' : 'female';
      votes.push({ actor: lastSpeaker, gender, weight: 1, signal: 'title' });
    }
    if (line.actor !== lastSpeaker) lastSpeaker = line.actor;
  }
  return votes;
}
