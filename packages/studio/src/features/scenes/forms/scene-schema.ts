import { ACTOR_MAX, DIALOG_MAX } from '@castmyscript/api/contract';
import * as yup from 'yup';

/**
 * The add/edit scene form (spec 2 §2, §5). The spec sets no dialog limit; the server's bounds are
 * stated here with the server's own words so the writer hears about them before saving.
 */
export const sceneSchema = yup.object({
  actor: yup.string().trim().max(ACTOR_MAX, `An actor name is at most ${ACTOR_MAX} characters`),
  dialog: yup.string().max(DIALOG_MAX, `A line is at most ${DIALOG_MAX} characters`),
});

export type SceneValues = { actor: string; dialog: string };
