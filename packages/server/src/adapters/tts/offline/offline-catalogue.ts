/**
 * The offline voices: Flite's five built-in voices and eSpeak-NG's English accents, some with a
 * changed pitch, pace or variant. Accents are only those the engines really pronounce (Flite:
 * American and Scottish speakers; eSpeak-NG: its en (British), en-us, en-us-nyc, en-gb-x-rp,
 * en-gb-scotland, en-gb-x-gbclan, en-gb-x-gbcwmd and en-029 voices). Ages are how the settings
 * make a voice sound, not a claim about a recorded speaker. Ids are stable: they are stored in
 * voice assignments and in cache keys — never rename one.
 */
import type { Voice } from '../tts-port';
import type { EngineSettings } from './offline-settings';

export const OFFLINE_PREFIX = 'offline-';

export interface OfflineVoice extends Omit<Voice, 'previewUrl'> {
  settings: EngineSettings;
}

const flite = (
  id: string,
  meta: Omit<OfflineVoice, 'voiceId' | 'settings' | 'engine'>,
  settings: Omit<Extract<EngineSettings, { engine: 'flite' }>, 'engine'>,
): OfflineVoice => ({
  voiceId: OFFLINE_PREFIX + id,
  ...meta,
  engine: 'flite',
  settings: { engine: 'flite', ...settings },
});

const espeak = (
  id: string,
  meta: Omit<OfflineVoice, 'voiceId' | 'settings' | 'engine'>,
  settings: Omit<Extract<EngineSettings, { engine: 'espeak-ng' }>, 'engine'>,
): OfflineVoice => ({
  voiceId: OFFLINE_PREFIX + id,
  ...meta,
  engine: 'espeak-ng',
  settings: { engine: 'espeak-ng', ...settings },
});

export const OFFLINE_VOICES: readonly OfflineVoice[] = [
  // Flite's recorded voices: the most natural offline voices.
  flite(
    'sally',
    {
      name: 'Sally',
      gender: 'female',
      age: 'young',
      accent: 'American',
      description: 'Natural American woman (Flite slt): the clearest offline female voice.',
    },
    { voice: 'slt' },
  ),
  flite(
    'margaret',
    {
      name: 'Margaret',
      gender: 'female',
      age: 'old',
      accent: 'American',
      description: 'The natural American woman, lower and slower: an older-sounding woman.',
    },
    { voice: 'slt', pitchHz: 135, stretch: 1.15 },
  ),
  flite(
    'robert',
    {
      name: 'Robert',
      gender: 'male',
      age: 'middle aged',
      accent: 'American',
      description: 'Natural, deep American man (Flite rms): calm and clear, a good narrator.',
    },
    { voice: 'rms' },
  ),
  flite(
    'alan',
    {
      name: 'Alan',
      gender: 'male',
      age: 'middle aged',
      accent: 'Scottish',
      description: 'Natural Scottish man (Flite awb), recorded from a Scottish speaker.',
    },
    { voice: 'awb' },
  ),
  flite(
    'callum',
    {
      name: 'Callum',
      gender: 'male',
      age: 'young',
      accent: 'Scottish',
      description:
        'The natural Scottish man, higher and a little quicker: a younger-sounding Scot.',
    },
    { voice: 'awb', pitchHz: 165, stretch: 0.92 },
  ),
  flite(
    'kevin',
    {
      name: 'Kevin',
      gender: 'male',
      age: 'middle aged',
      accent: 'American',
      description: 'Even, slightly robotic American man (Flite kal16 diphones): flat and steady.',
    },
    { voice: 'kal16' },
  ),
  flite(
    'tyler',
    {
      name: 'Tyler',
      gender: 'male',
      age: 'young',
      accent: 'American',
      description: 'The robotic American man pitched up and quicker: a young-sounding man.',
    },
    { voice: 'kal16', pitchHz: 135, stretch: 0.9 },
  ),
  flite(
    'dispatch',
    {
      name: 'Dispatch',
      gender: 'male',
      age: 'middle aged',
      accent: 'American',
      description:
        'Robotic American man with narrow telephone-quality sound: calls, radios, intercoms.',
    },
    { voice: 'kal', stretch: 1.05 },
  ),
  // eSpeak-NG: formant synthesis — robotic, but with real regional pronunciations.
  espeak(
    'edward',
    {
      name: 'Edward',
      gender: 'male',
      age: 'middle aged',
      accent: 'British',
      description: 'Robotic British man with a Received Pronunciation accent (eSpeak-NG).',
    },
    { voice: 'en-gb-x-rp', variant: 'm3', pitch: 40, range: 50, rate: 165 },
  ),
  espeak(
    'emily',
    {
      name: 'Emily',
      gender: 'female',
      age: 'young',
      accent: 'British',
      description: 'Robotic young British woman, bright and quick (eSpeak-NG).',
    },
    { voice: 'en', variant: 'f2', pitch: 65, range: 60, rate: 185 },
  ),
  espeak(
    'agatha',
    {
      name: 'Agatha',
      gender: 'female',
      age: 'old',
      accent: 'British',
      description: 'Robotic older British woman, Received Pronunciation, slow and low (eSpeak-NG).',
    },
    { voice: 'en-gb-x-rp', variant: 'grandma', pitch: 35, range: 45, rate: 145 },
  ),
  espeak(
    'fiona',
    {
      name: 'Fiona',
      gender: 'female',
      age: 'middle aged',
      accent: 'Scottish',
      description: 'Robotic Scottish woman (eSpeak-NG Scottish English).',
    },
    { voice: 'en-gb-scotland', variant: 'f3', pitch: 50, range: 50, rate: 170 },
  ),
  espeak(
    'angus',
    {
      name: 'Angus',
      gender: 'male',
      age: 'old',
      accent: 'Scottish',
      description: 'Robotic old Scottish man, slow and gravelly (eSpeak-NG Scottish English).',
    },
    { voice: 'en-gb-scotland', variant: 'grandpa', pitch: 30, range: 40, rate: 140 },
  ),
  espeak(
    'vinnie',
    {
      name: 'Vinnie',
      gender: 'male',
      age: 'middle aged',
      accent: 'American (New York)',
      description: 'Robotic New York City man, fast-talking (eSpeak-NG).',
    },
    { voice: 'en-us-nyc', variant: 'm1', pitch: 45, range: 60, rate: 190 },
  ),
  espeak(
    'linda',
    {
      name: 'Linda',
      gender: 'female',
      age: 'middle aged',
      accent: 'American',
      description: 'Robotic American woman, even and clear (eSpeak-NG).',
    },
    { voice: 'en-us', variant: 'f4', pitch: 50, range: 50, rate: 170 },
  ),
  espeak(
    'dorothy',
    {
      name: 'Dorothy',
      gender: 'female',
      age: 'old',
      accent: 'American',
      description: 'Robotic elderly American woman, slow (eSpeak-NG).',
    },
    { voice: 'en-us', variant: 'f1', pitch: 30, range: 40, rate: 140 },
  ),
  espeak(
    'jake',
    {
      name: 'Jake',
      gender: 'male',
      age: 'young',
      accent: 'American',
      description: 'Robotic young American man, high and quick (eSpeak-NG).',
    },
    { voice: 'en-us', variant: 'm7', pitch: 70, range: 65, rate: 195 },
  ),
  espeak(
    'desmond',
    {
      name: 'Desmond',
      gender: 'male',
      age: 'middle aged',
      accent: 'Caribbean',
      description: 'Robotic Caribbean English man (eSpeak-NG en-029).',
    },
    { voice: 'en-029', variant: 'm2', pitch: 45, range: 55, rate: 170 },
  ),
  espeak(
    'marcia',
    {
      name: 'Marcia',
      gender: 'female',
      age: 'young',
      accent: 'Caribbean',
      description: 'Robotic young Caribbean English woman (eSpeak-NG en-029).',
    },
    { voice: 'en-029', variant: 'f5', pitch: 60, range: 60, rate: 180 },
  ),
  espeak(
    'harold',
    {
      name: 'Harold',
      gender: 'male',
      age: 'old',
      accent: 'British (Lancashire)',
      description: 'Robotic old Lancashire man, Northern English vowels, slow (eSpeak-NG).',
    },
    { voice: 'en-gb-x-gbclan', variant: 'm4', pitch: 30, range: 40, rate: 145 },
  ),
  espeak(
    'brenda',
    {
      name: 'Brenda',
      gender: 'female',
      age: 'middle aged',
      accent: 'British (West Midlands)',
      description: 'Robotic West Midlands woman (eSpeak-NG).',
    },
    { voice: 'en-gb-x-gbcwmd', variant: 'f1', pitch: 50, range: 55, rate: 170 },
  ),
];

const byId = new Map(OFFLINE_VOICES.map((v) => [v.voiceId, v]));

export const offlineVoice = (voiceId: string): OfflineVoice | undefined => byId.get(voiceId);

/** What `GET voices/` lists: the settings stay inside the server. */
export const publicOfflineVoice = ({
  settings: _settings,
  ...voice
}: OfflineVoice): Omit<Voice, 'previewUrl'> => voice;
