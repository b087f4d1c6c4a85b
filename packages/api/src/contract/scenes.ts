import { z } from 'zod';

import { SCENES_MAX, TOO_MANY_LINES } from './scenes-constants';

/**
 * A "scene" is one line of the script. Every route answers 404
 * for a document or scene that is not the caller's.
 */

/**
 * The narrator's actor name, exactly: it reads scene headings and action. A character whose name
 * is NARRATOR (upper case, as the parser writes character names) is an ordinary character.
 */
export const NARRATOR = 'narrator';

/** What the line is in the script; parentheticals are not lines but a line's `direction`. */
export const SCENE_KINDS = ['scene_heading', 'action', 'dialogue', 'transition'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

export const ACTOR_MAX = 100;
export const DIALOG_MAX = 20_000;
/** A parenthetical, before or after the words; one limit for both, said in the same words. */
export const DIRECTION_MAX = ACTOR_MAX * 10;
/** A line of a later draft against the draft before it. */
export const LINE_CHANGES = ['added', 'changed', 'unchanged'] as const;
export type LineChange = (typeof LINE_CHANGES)[number];

/**
 * One line. `text` repeats `dialog` (the spoken text). `scene_heading` is the text of the
 * nearest scene heading at or before this line (null before the first), computed on read so it
 * follows every edit. `direction` is the parenthetical before the words, `direction_after` one
 * after the last of them (a closing direction keeps its place); both shown, not spoken.
 */
export const sceneData = z.object({
  _id: z.string(),
  document_id: z.string(),
  scene_index: z.number().int().nonnegative(),
  actor: z.string(),
  dialog: z.string(),
  text: z.string(),
  kind: z.enum(SCENE_KINDS),
  direction: z.string().nullable(),
  direction_after: z.string().nullable(),
  scene_heading: z.string().nullable(),
  /** Drafts: how the line compares with the previous draft; absent in a first draft. */
  change: z.enum(LINE_CHANGES).optional(),
});
export type Scene = z.infer<typeof sceneData>;

/** GET scenes/document/{documentId} — sorted by scene_index (0, 1, 2, …). */
export const scenesData = z.object({ scenes: z.array(sceneData) });
export type ScenesData = z.infer<typeof scenesData>;

const actorField = z
  .string()
  .trim()
  .max(ACTOR_MAX, `An actor name is at most ${ACTOR_MAX} characters`);
const dialogField = z.string().max(DIALOG_MAX, `A line is at most ${DIALOG_MAX} characters`);
const directionText = z
  .string()
  .max(DIRECTION_MAX, `A direction is at most ${DIRECTION_MAX} characters`);
const directionField = directionText.nullable().optional();

/**
 * One line in a bulk save. The array's order is the script order: indexes are renumbered 0…n-1
 * whatever `scene_index` says. A line keeps its `_id` (and so its voice and audio) when `_id` is
 * one of this document's lines; without one it is new. `metadata.actor`/`metadata.dialog` (the
 * spec's shape) win over `actor`/`dialog`/`text`. `kind`, `direction` and `direction_after` left
 * out keep their stored value (a blank one removes it); a new line without `kind` is `action` for
 * the narrator and `dialogue` otherwise.
 */
export const savedScene = z.object({
  _id: z.string().max(64).optional(),
  scene_index: z.number().int().nonnegative().optional(),
  actor: actorField.optional(),
  dialog: dialogField.optional(),
  text: dialogField.optional(),
  metadata: z.object({ actor: actorField.optional(), dialog: dialogField.optional() }).optional(),
  kind: z.enum(SCENE_KINDS).optional(),
  direction: directionField,
  direction_after: directionField,
});
export type SavedScene = z.infer<typeof savedScene>;

/**
 * POST scenes/document/{documentId} — replaces the whole list in one transaction (lines not in
 * the list are deleted). Answers 200 with the saved list (scenesData) so the client can take the
 * new ids. A per-line speaker change can be saved this way too (change `actor` and save).
 */
export const saveScenesBody = z.object({
  scenes: z.array(savedScene).max(SCENES_MAX, TOO_MANY_LINES),
});
export type SaveScenesBody = z.input<typeof saveScenesBody>;

/**
 * POST scenes/document/{documentId}/add — each item is inserted at its `scene_index` (the end
 * when left out or past the end) and the lines from there on shift down by one. Answers 201 with
 * `data` = the created lines, in the order sent (the first item is the created scene).
 */
export const newScene = z.object({
  actor: actorField,
  scene_index: z.number().int().nonnegative().optional(),
  text: dialogField.optional(),
  dialog: dialogField.optional(),
  kind: z.enum(SCENE_KINDS).optional(),
  direction: directionField,
  direction_after: directionField,
});
export type NewScene = z.infer<typeof newScene>;
export const addScenesBody = z.array(newScene).min(1).max(100);
export type AddScenesBody = z.input<typeof addScenesBody>;
export const addScenesData = z.array(sceneData);

/**
 * PUT scenes/{sceneId}/update-text?scene_text=…[&actor=…][&direction=…][&direction_after=…] — the
 * spec sends the dialog URL-encoded in `scene_text`. Beyond the spec, `actor` changes the line's
 * speaker in place (the writer's fix for a misattributed line): to the narrator a dialogue line
 * becomes action, from the narrator an action line becomes dialogue. `direction` sets the
 * parenthetical before the words and `direction_after` the one after them (a blank one removes
 * it; left out, it stays). At least one of the four must be given. Answers the updated line.
 */
export const updateSceneQuery = z
  .object({
    scene_text: dialogField.optional(),
    actor: actorField.optional(),
    direction: directionText.optional(),
    direction_after: directionText.optional(),
  })
  .refine(
    (q) =>
      q.scene_text !== undefined ||
      q.actor !== undefined ||
      q.direction !== undefined ||
      q.direction_after !== undefined,
    'Give scene_text, actor, direction or direction_after to update',
  );
export type UpdateSceneQuery = z.infer<typeof updateSceneQuery>;
export const updateSceneData = sceneData;

/**
 * GET scenes/document/{documentId}/actors — names by descending line count (ties: first
 * appearance), the narrator first when present; empty names are left out.
 */
export const actorsData = z.object({ actors: z.array(z.string()) });
export type ActorsData = z.infer<typeof actorsData>;

/** Server messages for scenes. */
export const SCENE_MESSAGES = {
  notFound: 'Scene not found.',
  saved: 'Changes saved successfully!',
  added: 'Scene added successfully!',
  updated: 'Scene updated successfully!',
} as const;
