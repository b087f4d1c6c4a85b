import { z } from 'zod';

import { ACTOR_MAX, DIALOG_MAX, DIRECTION_MAX, SCENE_KINDS, sceneData } from './scenes';

/**
 * PATCH scenes/{sceneId} ("fix a line in place"): any of the line's words (`text`),
 * speaker (`actor`), parentheticals and `type` in one JSON call; `update-text` stays as the spec
 * has it. Fields left out keep their value; a blank direction removes it. Given a narrator type
 * (heading, action, transition) without an actor, a character's line passes to the narrator; a
 * narrator line made `dialogue` needs the character who says it (400 naming `actor`). Text that
 * grows the script is paid for where it is next synthesised, as after update-text.
 */
export const LINE_EDIT_MESSAGES = {
  type: `type must be one of ${SCENE_KINDS.join(', ')}`,
  nothing: 'Give type, text, actor, direction or direction_after to update',
  speakerNeeded: 'A dialogue line needs the character who says it: give actor',
} as const;

export const patchSceneBody = z
  .object({
    type: z.enum(SCENE_KINDS, LINE_EDIT_MESSAGES.type).optional(),
    text: z.string().max(DIALOG_MAX, `A line is at most ${DIALOG_MAX} characters`).optional(),
    actor: z
      .string()
      .trim()
      .max(ACTOR_MAX, `An actor name is at most ${ACTOR_MAX} characters`)
      .optional(),
    direction: z
      .string()
      .max(DIRECTION_MAX, `A direction is at most ${DIRECTION_MAX} characters`)
      .nullable()
      .optional(),
    direction_after: z
      .string()
      .max(DIRECTION_MAX, `A direction is at most ${DIRECTION_MAX} characters`)
      .nullable()
      .optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), LINE_EDIT_MESSAGES.nothing);
export type PatchSceneBody = z.infer<typeof patchSceneBody>;
export const patchSceneData = sceneData;
