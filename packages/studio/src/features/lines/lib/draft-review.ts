import type { CarryOverField, CarryOverLine, SceneKind } from '@castmyscript/api/contract';

/** The words of a later draft's changed lines (old and new side by side) and its carry-over list. */
export const REVIEW_TEXTS = {
  changedTitle: 'Changed lines',
  changedLoading: 'Loading the changed lines…',
  changedFailed: 'The changed lines could not be loaded.',
  noChanges: 'No changes',
  before: 'Before',
  after: 'Now',
  line: (index: number) => `Scene ${index + 1}`,
  carryTitle: 'Edits to carry over',
  carryLead: (previousDraft: number) =>
    `You edited these lines in the app on draft ${previousDraft}; the new file doesn't have the edits.`,
  carryOne: 'Carry over',
  carryAll: 'Carry over all',
  carried: (n: number) => `${n} ${n === 1 ? 'edit' : 'edits'} carried over. The lines need audio.`,
  carryFailed: 'The edits could not be carried over. Please try again.',
  yourEdit: 'Your edit',
  inFile: 'In the new file',
  none: '(none)',
} as const;

export const FIELD_LABELS: Record<CarryOverField, string> = {
  text: 'Words',
  actor: 'Speaker',
  type: 'Type',
  direction: 'Direction',
  direction_after: 'Direction after',
};

const TYPE_LABELS: Record<SceneKind, string> = {
  scene_heading: 'Scene heading',
  action: 'Action',
  dialogue: 'Dialogue',
  transition: 'Transition',
};

/** A field's value as the writer reads it. */
export function fieldValue(values: CarryOverLine['edited'], field: CarryOverField): string {
  if (field === 'type') return TYPE_LABELS[values.type];
  return values[field] || REVIEW_TEXTS.none;
}

/** One changed line as the diff view shows it. */
export type ChangedLine = {
  lineId: string;
  index: number;
  actor: string;
  before: string;
  after: string;
};
