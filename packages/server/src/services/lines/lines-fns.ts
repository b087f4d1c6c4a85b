import { randomUUID } from 'node:crypto';

import { NARRATOR, type SavedScene, type Scene, type SceneKind } from '@castmyscript/api/contract';

import type { StoredLine } from '../../db/schema';

/** Pure rules of the lines service, tested beside it. */

/** PostgreSQL text cannot hold NUL (and jsonb refuses \u0000): it is dropped from user text. */
export const clean = (s: string) => s.replaceAll('\0', '');

/** A new line: the narrator reads action, anyone else speaks dialogue. */
export const defaultKind = (actor: string): SceneKind =>
  actor === NARRATOR ? 'action' : 'dialogue';

/**
 * The kind after a speaker change: a line given to the narrator is no longer dialogue, a
 * narrator line given to a character becomes dialogue; headings and transitions stay what they
 * are only while the narrator reads them.
 */
export function kindForSpeaker(kind: SceneKind, actor: string): SceneKind {
  if (actor === NARRATOR) return kind === 'dialogue' ? 'action' : kind;
  return 'dialogue';
}

/** Rows in index order → API lines, each with the scene heading it belongs to. */
export function withHeadings(rows: StoredLine[], start: string | null = null): Scene[] {
  let heading = start;
  return rows.map((row) => {
    if (row.kind === 'scene_heading') heading = row.dialog;
    return toScene(row, heading);
  });
}

export function toScene(row: StoredLine, heading: string | null): Scene {
  return {
    _id: row.id,
    document_id: row.documentId,
    scene_index: row.lineIndex,
    actor: row.actor,
    dialog: row.dialog,
    text: row.dialog,
    kind: row.kind,
    direction: row.direction ?? null,
    direction_after: row.directionAfter ?? null,
    scene_heading: heading,
    ...(row.change ? { change: row.change } : {}),
  };
}

export type ActorCount = { actor: string; lines: number; first: number };

/** By descending line count (ties: who speaks first), the narrator first; no blanks. */
export function sortActors(counts: ActorCount[]): string[] {
  const named = counts.filter((c) => c.actor.trim() !== '');
  const narrator = named.filter((c) => c.actor === NARRATOR);
  const others = named
    .filter((c) => c.actor !== NARRATOR)
    .sort((a, b) => b.lines - a.lines || a.first - b.first || a.actor.localeCompare(b.actor));
  return [...narrator, ...others].map((c) => c.actor);
}

export type PlannedRow = {
  id: string;
  isNew: boolean;
  lineIndex: number;
  actor: string;
  dialog: string;
  kind: SceneKind;
  direction: string | null;
  directionAfter: string | null;
};

const blankToNull = (s: string | null | undefined) => (s && s.trim() !== '' ? s.trim() : null);

/**
 * A bulk save as rows to write: array order is script order (indexes renumbered 0…n-1); a line
 * keeps its id when that id is one of `existing` and not already taken earlier in the list.
 * Unchanged fields of existing lines keep their stored values.
 */
export function planSave(existing: StoredLine[], incoming: SavedScene[]): PlannedRow[] {
  const byId = new Map(existing.map((row) => [row.id, row]));
  const taken = new Set<string>();
  return incoming.map((line, index) => {
    const old = line._id && !taken.has(line._id) ? byId.get(line._id) : undefined;
    if (old) taken.add(old.id);
    const actor = line.metadata?.actor ?? line.actor ?? old?.actor ?? '';
    const dialog = line.metadata?.dialog ?? line.dialog ?? line.text ?? old?.dialog ?? '';
    let kind: SceneKind = line.kind ?? old?.kind ?? defaultKind(actor);
    // A speaker changed in the list without a kind: follow the speaker (see kindForSpeaker).
    if (!line.kind && old && old.actor !== actor) kind = kindForSpeaker(old.kind, actor);
    return {
      id: old?.id ?? randomUUID(),
      isNew: !old,
      lineIndex: index,
      actor,
      dialog,
      kind,
      direction:
        line.direction === undefined ? (old?.direction ?? null) : blankToNull(line.direction),
      directionAfter:
        line.direction_after === undefined
          ? (old?.directionAfter ?? null)
          : blankToNull(line.direction_after),
    };
  });
}

/** Whether a planned row differs from what is stored. */
export const changed = (row: PlannedRow, old: StoredLine | undefined): boolean =>
  !old ||
  old.lineIndex !== row.lineIndex ||
  old.actor !== row.actor ||
  old.dialog !== row.dialog ||
  old.kind !== row.kind ||
  (old.direction ?? null) !== row.direction ||
  (old.directionAfter ?? null) !== row.directionAfter;
