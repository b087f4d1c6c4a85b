/**
 * Direct the read (issue "Direct"): what the narrator reads, how terms are said, the beat between
 * speakers. Constants apart from the zod schemas, so screens that only need them do not load zod.
 */
export const NARRATOR_POLICIES = ['all', 'headings_and_dialogue', 'dialogue_only'] as const;
export type NarratorPolicy = (typeof NARRATOR_POLICIES)[number];

export const NARRATOR_POLICY_LABELS: Record<NarratorPolicy, string> = {
  all: 'Read everything',
  headings_and_dialogue: 'Scene headings and dialogue',
  dialogue_only: 'Dialogue only',
};

export const READ_LIMITS = {
  /** Pronunciations a script may hold. */
  pronunciations: 200,
  termMax: 60,
  sayAsMax: 120,
  pauseMinMs: 0,
  pauseMaxMs: 3000,
} as const;

export const DEFAULT_PAUSE_MS = 350;

export const READ_MESSAGES = {
  saved: 'Read settings saved.',
  duplicateTerm: 'Each term may be listed once.',
  noVoice: 'Assign a voice to this character first.',
} as const;
