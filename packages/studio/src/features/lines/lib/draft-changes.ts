import type { DraftChanges, LineChange } from '@castmyscript/api/contract';

/** The words of the "What changed" view on Script Scenes. */
export const DRAFT_TEXTS = {
  title: 'What changed',
  changedOnly: 'Changed only',
  noneChanged: 'No line was added or changed in this draft.',
  removedTitle: (count: number) => `Removed ${count === 1 ? 'line' : 'lines'} (${count})`,
  removedLoading: 'Loading the removed lines…',
  removedFailed: 'The removed lines could not be loaded.',
  previousLine: (index: number) => `Was line ${index + 1}`,
} as const;

/** "Draft 2 · 3 changed · 1 added · 2 removed" */
export const changeSummary = (draftNumber: number, changes: DraftChanges) =>
  [
    `Draft ${draftNumber}`,
    `${changes.changed} changed`,
    `${changes.added} added`,
    `${changes.removed} removed`,
  ].join(' · ');

/** The badge a line carries; unchanged lines and first drafts carry none. */
export const CHANGE_LABELS: Partial<Record<LineChange, string>> = {
  added: 'Added',
  changed: 'Changed',
};

export const isNewOrChanged = (line: { change?: LineChange }) =>
  line.change === 'added' || line.change === 'changed';
