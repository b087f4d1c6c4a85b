import {
  ACTOR_MAX,
  DIALOG_MAX,
  DIRECTION_MAX,
  LINE_EDIT_MESSAGES,
  NARRATOR,
  SCENE_KINDS,
  type SceneKind,
} from '@castmyscript/api/contract';
import * as yup from 'yup';

/** The line editor's fields, named as the PATCH body names them; '' is "no direction". */
export type LineValues = {
  type: SceneKind;
  text: string;
  actor: string;
  direction: string;
  direction_after: string;
};

const directionRule = yup
  .string()
  .max(DIRECTION_MAX, `A direction is at most ${DIRECTION_MAX} characters`);

/**
 * The server's rules, said in the server's words so the writer hears them before saving: the
 * narrator reads headings, action and transitions, so only dialogue names its speaker, and that
 * speaker is a character.
 */
export const lineSchema = yup.object({
  type: yup.string().oneOf(SCENE_KINDS, LINE_EDIT_MESSAGES.type).required(LINE_EDIT_MESSAGES.type),
  text: yup.string().max(DIALOG_MAX, `A line is at most ${DIALOG_MAX} characters`),
  actor: yup
    .string()
    .trim()
    .max(ACTOR_MAX, `An actor name is at most ${ACTOR_MAX} characters`)
    .when('type', {
      is: 'dialogue',
      then: (rule) =>
        rule
          .required(LINE_EDIT_MESSAGES.speakerNeeded)
          .notOneOf([NARRATOR], LINE_EDIT_MESSAGES.speakerNeeded),
    }),
  direction: directionRule,
  direction_after: directionRule,
});
