import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { errorMessage } from '@castmyscript/api';
import { NARRATOR, type PatchSceneBody, type Scene } from '@castmyscript/api/contract';

import type { LineValues } from '../forms/line-schema';

/** A refusal to show: next to `field` when the server named one of the form's, else above. */
export type LineProblem = { field?: keyof LineValues; message: string };

const FIELDS = ['type', 'text', 'actor', 'direction', 'direction_after'] as const;

/** The form's starting values: the narrator is nobody to type in, so its lines start blank. */
export const lineValues = (line: Scene): LineValues => ({
  type: line.kind,
  text: line.dialog,
  actor: line.actor === NARRATOR ? '' : line.actor,
  direction: line.direction ?? '',
  direction_after: line.direction_after ?? '',
});

/**
 * Only what the writer changed. The speaker goes only with dialogue: the server hands
 * headings, action and transitions to the narrator when no actor is given. Directions are
 * compared trimmed, as the server keeps them; '' removes one.
 */
export function changedLine(initial: LineValues, values: LineValues): PatchSceneBody {
  const body: PatchSceneBody = {};
  if (values.type !== initial.type) body.type = values.type;
  if (values.text !== initial.text) body.text = values.text;
  const actor = values.actor.trim();
  if (values.type === 'dialogue' && (actor !== initial.actor || body.type)) body.actor = actor;
  for (const field of ['direction', 'direction_after'] as const) {
    const typed = values[field].trim();
    if (typed !== initial[field]) body[field] = typed;
  }
  return body;
}

/**
 * A 400 names the field as `body.<name>` in the envelope's data; one of the form's fields puts
 * the message beside it.
 */
export function lineProblem(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback: string,
): LineProblem {
  const message = errorMessage(error, fallback);
  const data = error && 'status' in error ? (error.data as { data?: unknown } | undefined) : null;
  const named = (data?.data as { field?: unknown } | undefined)?.field;
  const field = typeof named === 'string' ? named.replace(/^body\./, '') : '';
  const known = FIELDS.find((name) => name === field);
  return known ? { field: known, message } : { message };
}
