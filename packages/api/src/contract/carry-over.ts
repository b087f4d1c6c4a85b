import { z } from 'zod';

import { SCENE_KINDS, sceneData } from './scenes';

/**
 * Drafts: edits made in the app on the previous draft that a newly uploaded file lacks. The
 * server keeps each line as its file gave it, so an edit is where a line differs from its file;
 * one is offered again on the new draft's matching line while that line still reads as its own
 * file and lacks the edit. Carried over, the new line takes the edited values (and needs audio).
 */
export const CARRY_OVER_FIELDS = ['text', 'actor', 'type', 'direction', 'direction_after'] as const;
export type CarryOverField = (typeof CARRY_OVER_FIELDS)[number];

/** A line's values as compared for carrying over. */
export const carryOverValues = z.object({
  text: z.string(),
  actor: z.string(),
  type: z.enum(SCENE_KINDS),
  direction: z.string().nullable(),
  direction_after: z.string().nullable(),
});
export type CarryOverValues = z.infer<typeof carryOverValues>;

/**
 * One edit to carry over: the new draft's line (`scene_id`), the previous draft's edited line it
 * matched, the fields the file lacks, the values as edited and as the new file has them.
 */
export const carryOverLine = z.object({
  scene_id: z.string(),
  previous_scene_id: z.string(),
  scene_index: z.number().int().nonnegative(),
  fields: z.array(z.enum(CARRY_OVER_FIELDS)),
  edited: carryOverValues,
  file: carryOverValues,
});
export type CarryOverLine = z.infer<typeof carryOverLine>;

export const CARRY_OVER_MESSAGES = {
  carried: (n: number) => `${n} ${n === 1 ? 'edit' : 'edits'} carried over`,
  sceneIds: 'scene_ids must be a list of line ids',
  unknownScene: 'Scene not found',
} as const;

/**
 * POST documents/{id}/carry-over — applies the listed edits to the new draft's lines: those of
 * `scene_ids` (the new draft's line ids), or every one when it is left out. An id that is not a
 * line of this draft answers 404; a line with nothing (left) to carry over is skipped.
 */
export const carryOverBody = z
  .object({
    scene_ids: z
      .array(z.string(CARRY_OVER_MESSAGES.sceneIds).max(64), CARRY_OVER_MESSAGES.sceneIds)
      .max(10_000)
      .optional(),
  })
  .strict();
export type CarryOverBody = z.infer<typeof carryOverBody>;

/** The lines as they read after carrying over, and what is still left to carry. */
export const carryOverData = z.object({
  scenes: z.array(sceneData),
  carry_over: z.array(carryOverLine),
});
export type CarryOverData = z.infer<typeof carryOverData>;
