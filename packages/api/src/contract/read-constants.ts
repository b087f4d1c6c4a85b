/**
 * Direct the read: what the narrator reads, how terms are said, the beat between
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
  // A preview says a word or two; the script's own lines are where long text is voiced (and paid).
  sayTooLong: `text: said with the pronunciations, a preview can be at most ${2 * READ_LIMITS.sayAsMax} characters`,
} as const;

/** A take of one line (voices.ts `lineTake`): its speed and its pitch in semitones. */
export const TAKE_LIMITS = { speedMin: 0.5, speedMax: 2, pitchMin: -6, pitchMax: 6 } as const;
export const TAKE_MESSAGES = {
  speed: `Speed must be between ${TAKE_LIMITS.speedMin} and ${TAKE_LIMITS.speedMax}`,
  pitch: `Pitch must be a whole number of semitones from ${TAKE_LIMITS.pitchMin} to ${TAKE_LIMITS.pitchMax}`,
  nothing: 'Change the voice, speed, pitch or text to make another take',
  notRead: 'This line is left out of the read. Choose "Read everything" to voice it.',
  made: 'The new take of this line is ready.',
  // 409 while Generate (or another take) is making this script's audio: one maker at a time.
  generating:
    'Audio is being generated for this script. Another take can be made once it has finished.',
} as const;
