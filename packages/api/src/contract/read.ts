import { z } from 'zod';

import { NARRATOR_POLICIES, READ_LIMITS, READ_MESSAGES } from './read-constants';

/** One term and how the voices should say it (`Cognito` → `Kog-NEE-toe`). */
export const pronunciation = z.object({
  term: z.string().trim().min(1).max(READ_LIMITS.termMax),
  say_as: z.string().trim().min(1).max(READ_LIMITS.sayAsMax),
});
export type Pronunciation = z.infer<typeof pronunciation>;

/** GET|PUT documents/{id}/read-settings — defaults 'all', [], 350. */
export const readSettings = z.object({
  narrator: z.enum(NARRATOR_POLICIES),
  pronunciations: z
    .array(pronunciation)
    .max(READ_LIMITS.pronunciations)
    .refine(
      (list) => new Set(list.map((p) => p.term.toLowerCase())).size === list.length,
      READ_MESSAGES.duplicateTerm,
    ),
  pause_ms: z.number().int().min(READ_LIMITS.pauseMinMs).max(READ_LIMITS.pauseMaxMs),
});
export type ReadSettings = z.infer<typeof readSettings>;

/**
 * POST documents/{id}/read-settings/say — a word said as the voice cast for `actor` would (the
 * narrator's voice when absent), its pronunciations applied: audio/mpeg.
 */
export const sayBody = z.object({
  text: z.string().trim().min(1).max(READ_LIMITS.sayAsMax),
  actor: z.string().max(100).optional(),
});
export type SayBody = z.infer<typeof sayBody>;

/** One scene of the runtime report: its lines (inclusive indexes), layout pages and seconds. */
export const runtimeScene = z.object({
  heading: z.string(),
  first_index: z.number().int(),
  last_index: z.number().int(),
  pages: z.number(),
  estimated_s: z.number(),
  measured_s: z.number().nullable(),
});
export type RuntimeScene = z.infer<typeof runtimeScene>;

/** GET documents/{id}/runtime — measured_s (pauses included) once every read line is made. */
export const runtimeData = z.object({
  estimated_s: z.number(),
  measured_s: z.number().nullable(),
  /**
   * Seconds one synthesis thread takes to make the lines not made yet, from each voice's real-time
   * factor (a neural voice's own once it has made its first lines); 0 once all are made.
   */
  making_s: z.number().optional(),
  scenes: z.array(runtimeScene),
});
export type RuntimeData = z.infer<typeof runtimeData>;
