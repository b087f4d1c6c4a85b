import { z } from 'zod';

import { audioSceneData } from './voices';

/**
 * The takes of a line: each another take made of it (POST
 * scenes/document/{documentId}/retake/{sceneId}), the newest five kept. Every route answers 404
 * for a line or take that is not the caller's.
 */

/** The most takes a line keeps: older ones and their files are deleted. */
export const TAKES_MAX = 5;

/**
 * One take. `voice_id` null: the cast voice; `speed` and `pitch` (semitones) as the take asked;
 * `text` the words it said; `audio_url` signed and expiring; `in_use`: the line plays it now.
 */
export const takeData = z.object({
  _id: z.string(),
  created_at: z.string(),
  voice_id: z.string().nullable(),
  speed: z.number(),
  pitch: z.number().int(),
  text: z.string(),
  audio_url: z.string(),
  in_use: z.boolean(),
});
export type Take = z.infer<typeof takeData>;

/** GET scenes/{sceneId}/takes — at most TAKES_MAX, newest first. */
export const takesData = z.object({ takes: z.array(takeData).max(TAKES_MAX) });
export type TakesData = z.infer<typeof takesData>;

/**
 * POST scenes/{sceneId}/takes/{takeId}/use — the line plays that take again, with its voice,
 * speed, pitch and words, nothing synthesised; answers the line as audio-urls lists it.
 * DELETE scenes/{sceneId}/take — the line back to its cast voice (its words stay): played from
 * the file made for it before when there is one, else pending until generated.
 */
export const takeChoiceData = audioSceneData;
export type TakeChoiceData = z.infer<typeof takeChoiceData>;

export const TAKE_CHOICE_MESSAGES = {
  notFound: 'Take not found.',
  used: 'The line plays this take now.',
  reverted: 'The line is back to its cast voice.',
} as const;
