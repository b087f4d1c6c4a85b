import { ACTOR_MAX, DIALOG_MAX, DIRECTION_MAX } from '@castmyscript/api/contract';
import * as yup from 'yup';

const directionRule = yup
  .string()
  .max(DIRECTION_MAX, `A direction is at most ${DIRECTION_MAX} characters`);

/**
 * The add/edit line form. The spec sets no dialog limit; the server's bounds are
 * stated here with the server's own words so the writer hears about them before saving. The
 * directions before and after the words follow the same rule.
 */
export const lineEntrySchema = yup.object({
  actor: yup.string().trim().max(ACTOR_MAX, `An actor name is at most ${ACTOR_MAX} characters`),
  dialog: yup.string().max(DIALOG_MAX, `A line is at most ${DIALOG_MAX} characters`),
  direction: directionRule,
  direction_after: directionRule,
});

export type LineEntryValues = {
  actor: string;
  dialog: string;
  direction: string;
  direction_after: string;
};
