import type { Voice } from '@castmyscript/api/contract';

import { pictureOf, type VoiceAge, type VoiceGender } from './voice-pictures';

/** What the writer narrows the pickers to; '' is any. */
export type VoiceFilter = { gender: VoiceGender | ''; age: VoiceAge | ''; accent: string };

export const ANY_VOICE: VoiceFilter = { gender: '', age: '', accent: '' };

/** The catalogue's accents, each once whatever its case, in alphabetical order. */
export function accentsOf(voices: Voice[]): string[] {
  const seen = new Map<string, string>();
  for (const { accent } of voices) {
    const label = accent.trim();
    if (label && !seen.has(label.toLowerCase())) seen.set(label.toLowerCase(), label);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/**
 * The voices that match, read on the same bands as the pictures (labels differ between engines:
 * "Middle aged", "middle-aged", "elderly"). `keep` stays listed whatever the filter: a character's
 * chosen voice never disappears from its own picker.
 */
export function filterVoices(voices: Voice[], filter: VoiceFilter, keep?: string): Voice[] {
  return voices.filter((voice) => {
    if (voice.voice_id === keep) return true;
    const { age, gender } = pictureOf(voice);
    if (filter.gender && gender !== filter.gender) return false;
    if (filter.age && age !== filter.age) return false;
    return !filter.accent || voice.accent.trim().toLowerCase() === filter.accent.toLowerCase();
  });
}

export const isFiltered = (filter: VoiceFilter) =>
  Boolean(filter.gender || filter.age || filter.accent);
