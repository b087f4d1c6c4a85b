import type { CarryOverField, CarryOverValues } from '@castmyscript/api/contract';

import type { FileLine, LineRow } from '../../db/schema';

/** A line as carry-over compares it: its values now and as its file gave them. */
export type CarryLine = Pick<
  LineRow,
  'id' | 'lineIndex' | 'actor' | 'dialog' | 'kind' | 'direction' | 'directionAfter' | 'fileLine'
>;

export type PendingEdit = {
  next: CarryLine;
  previous: CarryLine;
  fields: CarryOverField[];
  edited: CarryOverValues;
  file: CarryOverValues;
};

const valuesOf = (l: Omit<FileLine, 'dialog'> & { text: string }): CarryOverValues => ({
  text: l.text,
  actor: l.actor,
  type: l.kind,
  direction: l.direction,
  direction_after: l.direction_after,
});

const now = (l: CarryLine): CarryOverValues =>
  valuesOf({
    text: l.dialog,
    actor: l.actor,
    kind: l.kind,
    direction: l.direction,
    direction_after: l.directionAfter,
  });

const asFiled = (f: FileLine): CarryOverValues => valuesOf({ ...f, text: f.dialog });

/** Whitespace alone is no edit: the draft diff squashes it the same way. */
const same = (a: string | null, b: string | null) =>
  (a ?? '').replace(/\s+/g, ' ').trim() === (b ?? '').replace(/\s+/g, ' ').trim();

const FIELDS: CarryOverField[] = ['text', 'actor', 'type', 'direction', 'direction_after'];

const differing = (a: CarryOverValues, b: CarryOverValues) =>
  FIELDS.filter((f) => !same(a[f], b[f]));

/**
 * The edit the writer made in the app on `previous` (the earlier draft's line) that `next` (the
 * new draft's line matched to it) lacks, or null. Only fields the writer changed from the earlier
 * file count, and only those the new file does not already say the same way. A new line the
 * writer has touched since (or that was carried over already) reads unlike its own file: the
 * writer has decided about it, so nothing is offered. Lines without a file record (added in the
 * app) have no edit to tell.
 */
export function pendingEdit(previous: CarryLine, next: CarryLine): PendingEdit | null {
  if (!previous.fileLine || !next.fileLine) return null;
  const edited = now(previous);
  const file = asFiled(next.fileLine);
  if (differing(now(next), file).length > 0) return null;
  const editedFields = differing(edited, asFiled(previous.fileLine));
  const fields = editedFields.filter((f) => !same(edited[f], file[f]));
  return fields.length === 0 ? null : { next, previous, fields, edited, file };
}

/** The columns carrying `edit` over writes: the edited values of the fields the file lacks. */
export function carriedValues(edit: PendingEdit): {
  dialog?: string;
  actor?: string;
  kind?: LineRow['kind'];
  direction?: string;
  directionAfter?: string;
} {
  const has = (f: CarryOverField) => edit.fields.includes(f);
  const { edited } = edit;
  return {
    ...(has('text') && { dialog: edited.text }),
    ...(has('actor') && { actor: edited.actor }),
    ...(has('type') && { kind: edited.type }),
    // '' removes a parenthetical the edit removed (the line-edit rule for a blank direction).
    ...(has('direction') && { direction: edited.direction ?? '' }),
    ...(has('direction_after') && { directionAfter: edited.direction_after ?? '' }),
  };
}
