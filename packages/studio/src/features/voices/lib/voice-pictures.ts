import type { Voice } from '@castmyscript/api/contract';

export type VoiceAge = 'young' | 'middle' | 'old';
export type VoiceGender = 'female' | 'male';
export type AccentFlag = 'american' | 'australian' | 'british' | 'swedish' | 'default';

/**
 * Picture rule, on the voice's free-text labels: age containing "young" or "middle"
 * gives the young or middle-aged picture, anything else the old one; gender containing "female"
 * gives the female picture, anything else the male one. Case is ignored.
 */
export function pictureOf(voice: Pick<Voice, 'age' | 'gender'>): {
  age: VoiceAge;
  gender: VoiceGender;
} {
  const age = voice.age.toLowerCase();
  const gender = voice.gender.toLowerCase();
  return {
    age: age.includes('young') ? 'young' : age.includes('middle') ? 'middle' : 'old',
    gender: gender.includes('female') ? 'female' : 'male',
  };
}

const FLAGS: AccentFlag[] = ['american', 'australian', 'british', 'swedish'];

/** Flag rule: American, Australian, British or Swedish have a flag, else the default. */
export function flagOf(accent: string): AccentFlag {
  const text = accent.toLowerCase();
  return FLAGS.find((flag) => text.includes(flag)) ?? 'default';
}

/** The option's second line: gender, age and accent. */
export const voiceDetails = (voice: Pick<Voice, 'gender' | 'age' | 'accent'>) =>
  [voice.gender, voice.age, voice.accent].filter(Boolean).join(' · ');
